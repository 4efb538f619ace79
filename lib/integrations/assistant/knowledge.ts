import MiniSearch from 'minisearch'
import { HOME_FAQ } from '@/config/faq'
import { COMMON_DOSES } from '@/lib/domain/calculators'
import { markdownSections } from '@/lib/domain/citations'
import { VIAL_SCORE_WEIGHTS } from '@/lib/domain/vial-score'

/** A piece of the site's own content the assistant may quote, with the page it comes from. */
export type KnowledgeDoc = { id: string; title: string; text: string; url: string }

export type ProviderFact = {
  slug: string
  name: string
  fromPrice: string | null
  medications: string
  coverage: string
  vialScore: number | null
  isSample: boolean
}

/** The site's fixed content: FAQ, calculators, the Vial Score method and where to find things. */
export function staticKnowledge(): KnowledgeDoc[] {
  const weights = Object.entries(VIAL_SCORE_WEIGHTS)
    .map(([key, weight]) => `${key.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)} ${Math.round(weight * 100)}%`)
    .join(', ')
  return [
    ...HOME_FAQ.map((item, index) => ({
      id: `faq-${index}`,
      title: item.question,
      text: item.answer,
      url: '/#faq-heading',
    })),
    {
      id: 'dosage-calculator',
      title: 'Dosage calculator: volume and syringe units',
      text: `The volume to draw is the dose divided by the vial's concentration (mg/ml); syringe units on a U-100 insulin syringe are the volume times 100. For example 0.25 mg at 2.5 mg/ml is 0.1 ml, or 10 units. Common weekly ranges: ${COMMON_DOSES.map((d) => `${d.medication} ${d.range}`).join('; ')}. Always follow your prescriber and pharmacy.`,
      url: '/calculator',
    },
    {
      id: 'cost-calculator',
      title: 'Cost calculator: cost per mg and per dose',
      text: 'Cost per mg is the monthly price divided by the milligrams in the vial (volume times concentration); cost per dose is the weekly dose times the cost per mg; the annual cost is the monthly price times 12.',
      url: '/calculator?tab=cost',
    },
    {
      id: 'bmi-calculator',
      title: 'BMI calculator and eligibility',
      text: 'BMI is weight in kilograms divided by height in metres squared. Categories: under 18.5 underweight, under 25 normal weight, under 30 overweight, 30-34.9 obesity class I, 35-39.9 class II, 40 and above class III. GLP-1 weight-loss treatment is usually prescribed from a BMI of 30, or 27 with a weight-related condition; a licensed clinician decides.',
      url: '/calculator?tab=bmi',
    },
    {
      id: 'vial-score',
      title: 'How the Vial Score works',
      text: `The Vial Score rates providers out of 5 from five published inputs: ${weights}. 4.5-5.0 is excellent, 4.0-4.4 very good, 3.0-3.9 good, below 3.0 needs improvement. It is computed, never bought. An input no dated source gives is missing, never scored 0; a program is scored only when the inputs present carry at least 60% of the weight, otherwise it is Not rated yet and gets no stars.`,
      url: '/vial-score',
    },
    {
      id: 'compare',
      title: 'Compare providers side by side',
      text: 'The compare page shows two to four providers with the price of every dose, the price per mg and the cost of the whole dose-escalation schedule.',
      url: '/compare',
    },
    {
      id: 'not-medical-advice',
      title: 'Medical disclaimer',
      text: 'This site is an independent comparison and information service, not a healthcare provider. It does not prescribe or give medical advice; talk to a licensed clinician about your treatment.',
      url: '/about',
    },
  ]
}

export function providerKnowledge(providers: ProviderFact[]): KnowledgeDoc[] {
  return providers.map((p) => ({
    id: `provider-${p.slug}`,
    title: `${p.name}${p.isSample ? ' (sample provider)' : ''}`,
    text: `${p.name} offers ${p.medications}, ${p.fromPrice === null ? 'no dated price found' : `from ${p.fromPrice} a month`}, ${p.coverage}. ${p.vialScore === null ? 'Not rated yet on the Vial Score (too few of its inputs are published).' : `Vial Score ${p.vialScore.toFixed(1)} out of 5.`}${p.isSample ? ' This is fictional sample data.' : ''}`,
    url: `/providers/${p.slug}`,
  }))
}

/** Markdown as plain sentences: no citation marks, link targets, table pipes or emphasis. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\[\^[a-z0-9-]+\]/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/^\|?[\s|:-]+\|?$/gm, '')
    .replace(/[|*_#>`]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** At most `max` characters, cut after a whole sentence where one ends in reach. */
export function excerpt(text: string, max = 480): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  const end = cut.lastIndexOf('. ')
  return end > max / 2 ? cut.slice(0, end + 1) : `${cut.trimEnd()}…`
}

/** A reference page (medication, comparison, explainer) as one document per `##` section, linked to the page. */
export function referencePageKnowledge(page: {
  slug: string
  title: string
  path: string
  body: string
  faq: readonly { question: string; answer: string }[]
}): KnowledgeDoc[] {
  return [
    ...markdownSections(page.body).map((section, index) => ({
      id: `page-${page.slug}-${index}`,
      title: `${page.title}: ${section.heading}`,
      text: excerpt(plainText(section.text)),
      url: page.path,
    })),
    ...page.faq.map((item, index) => ({
      id: `page-${page.slug}-faq-${index}`,
      title: item.question,
      text: excerpt(plainText(item.answer)),
      url: page.path,
    })),
  ]
}

/** Words that say nothing about what is asked: left out of the index and the query, so they rank nothing. */
const STOP_WORDS = new Set(
  'a an and are as at be by can could do does for from had has have how i if in is it its me my of on or our should so than that the their them then there these they this to was we what when where which who why will with would you your'.split(
    ' ',
  ),
)

const indexTerm = (term: string) => {
  const lower = term.toLowerCase()
  return STOP_WORDS.has(lower) ? null : lower
}

/** The documents that best match a question (MiniSearch: prefix and fuzzy matching, titles count double, stop words ignored). */
export function searchKnowledge(docs: KnowledgeDoc[], query: string, limit = 4): KnowledgeDoc[] {
  const index = new MiniSearch<KnowledgeDoc>({
    fields: ['title', 'text'],
    storeFields: ['id'],
    processTerm: indexTerm,
    searchOptions: { boost: { title: 2 }, prefix: true, fuzzy: 0.2, combineWith: 'OR' },
  })
  index.addAll(docs)
  const byId = new Map(docs.map((doc) => [doc.id, doc]))
  return index
    .search(query)
    .slice(0, limit)
    .map((hit) => byId.get(String(hit.id)))
    .filter((doc): doc is KnowledgeDoc => doc !== undefined)
}
