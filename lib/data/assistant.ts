import 'server-only'
import { COUNTRIES, isHomeCountry, type CountryCode } from '@/config/countries'
import { getRankedProviders } from '@/lib/data/providers'
import { todayIso } from '@/lib/domain/dates'
import { formatPrice } from '@/lib/domain/pricing'
import { ALL_STATES } from '@/lib/domain/vial-score'
import { listMedicationPages } from '@/lib/content/medications'
import { coverageLabel, getGlossary, getMedicaidCoverage, getPayers } from '@/lib/content/reference'
import { PAYER_STATUS_WORDS, positionsToday } from '@/lib/domain/payers'
import { listPublishedPosts } from '@/lib/data/blog'
import { CITY_STATES } from '@/lib/domain/geography'
import {
  excerpt,
  plainText,
  providerKnowledge,
  referencePageKnowledge,
  staticKnowledge,
  type KnowledgeDoc,
} from '@/lib/integrations/assistant/knowledge'

/** The reference pages: medications and explainers by section, the glossary, Medicaid coverage by state. */
function referenceKnowledge(): KnowledgeDoc[] {
  const coverage = getMedicaidCoverage()
  const today = todayIso()
  return [
    ...listMedicationPages().flatMap(referencePageKnowledge),
    ...getGlossary().map((term) => ({
      id: `glossary-${term.slug}`,
      title: `${term.term} (glossary)`,
      text: term.definition,
      url: `/glossary#${term.slug}`,
    })),
    ...coverage.states.map((row) => {
      const state = CITY_STATES.find((candidate) => candidate.code === row.state)!.name
      return {
        id: `coverage-${row.state}`,
        title: `Medicaid coverage of GLP-1s for weight loss in ${state}`,
        text: `${state}: ${coverageLabel(row.status)}. ${row.note}`,
        url: `/medicaid#${row.state.toLowerCase()}`,
      }
    }),
    ...getPayers().payers.map((payer) => {
      const positions = positionsToday(payer, today)
      return {
        id: `payer-${payer.slug}`,
        title: `${payer.name}: coverage of GLP-1s for weight loss`,
        text: positions.length
          ? positions
              .map((position) => `${position.medicine}: ${PAYER_STATUS_WORDS[position.status]}. ${position.note}`)
              .join(' ')
          : `No dated statement found from ${payer.name}.`,
        url: `/coverage/${payer.slug}`,
      }
    }),
  ]
}

/** Everything the assistant may quote for a visitor in `countryCode`: fixed and reference pages, blog posts, live provider data. */
export async function getAssistantKnowledge({ countryCode }: { countryCode: CountryCode }): Promise<KnowledgeDoc[]> {
  const country = COUNTRIES.find((c) => c.code === countryCode)!
  const [providers, posts] = await Promise.all([
    getRankedProviders({ countryCode, featuredOnly: false }),
    listPublishedPosts(),
  ])
  return [
    ...staticKnowledge(),
    ...referenceKnowledge(),
    ...posts.map((post) => ({
      id: `post-${post.slug}`,
      title: post.title,
      text: excerpt(plainText(post.excerpt)),
      url: `/blog/${post.slug}`,
    })),
    ...providerKnowledge(
      providers.map((p) => ({
        slug: p.slug,
        name: p.name,
        fromPrice: p.fromPrice === null ? null : formatPrice(p.fromPrice, country),
        medications: p.medications.join(' and ') || 'GLP-1 medications',
        coverage: !isHomeCountry(countryCode)
          ? `available in ${country.name}`
          : p.states.includes(ALL_STATES)
            ? 'in all 50 states'
            : `in ${p.states.length} states`,
        vialScore: p.rating,
        isSample: p.isSample,
      })),
    ),
  ]
}
