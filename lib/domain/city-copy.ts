import type { City } from './geography'

export const TEMPLATE_DEFAULTS = {
  city: 'your city',
  state: 'your state',
  nearbyAreas: 'the surrounding area',
  medicationFocus: 'semaglutide and tirzepatide',
  deliverySpeed: 'fast 48-hour delivery',
  examples: 'semaglutide (the active ingredient in Wegovy and Ozempic) and tirzepatide (in Zepbound and Mounjaro)',
  localAdvantage: 'consultations from home, without a trip to a clinic',
  climateBenefit: 'temperature-controlled packaging whatever the weather',
  healthcareFacilities: 'your local doctors and pharmacies',
  healthConcerns: 'weight-related conditions such as type 2 diabetes and high blood pressure',
} as const

export type TemplateKey = keyof typeof TEMPLATE_DEFAULTS
export type TemplateValues = Partial<Record<TemplateKey, string | null | undefined>>

/** Unknown braces are left alone. */
export function fillTemplate(template: string, values: TemplateValues): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    if (!(key in TEMPLATE_DEFAULTS)) return whole
    const value = values[key as TemplateKey]?.trim()
    return value || TEMPLATE_DEFAULTS[key as TemplateKey]
  })
}

/** 'A', 'A and B', 'A, B and C'. */
export function joinList(items: readonly string[]): string {
  const clean = items.map((item) => item.trim()).filter(Boolean)
  if (clean.length <= 1) return clean[0] ?? ''
  return `${clean.slice(0, -1).join(', ')} and ${clean.at(-1)}`
}

/** Stable for a city. */
export function metaVariantIndex(city: string, state: string, variantCount: number): number {
  if (variantCount <= 0) throw new Error('No meta description variants')
  return (city.length + state.length) % variantCount
}

/** Deterministic per city, so a page keeps its wording across rebuilds while neighbours read differently. */
export function pickVariation<T extends { weight: number }>(variations: readonly T[], key: string): T | undefined {
  const usable = variations.filter((variation) => variation.weight > 0)
  if (usable.length === 0) return undefined
  const total = usable.reduce((sum, variation) => sum + variation.weight, 0)
  let hash = 0
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  let point = hash % total
  for (const variation of usable) {
    if (point < variation.weight) return variation
    point -= variation.weight
  }
  return usable.at(-1)
}

/** Only with a named source and a year: never invented. */
export function sourcedHealthStats(content: {
  obesityRate: number | null
  diabetesRate: number | null
  healthStatsSource: string | null
  healthStatsYear: number | null
}): { obesityRate: number | null; diabetesRate: number | null; source: string; year: number } | null {
  const source = content.healthStatsSource?.trim()
  if (!source || !content.healthStatsYear) return null
  if (content.obesityRate === null && content.diabetesRate === null) return null
  return { obesityRate: content.obesityRate, diabetesRate: content.diabetesRate, source, year: content.healthStatsYear }
}

export const SECTION_TYPES = ['intro', 'about', 'local_benefit', 'meta_description'] as const
export type SectionType = (typeof SECTION_TYPES)[number]
export type Variation = { template: string; weight: number }
export type CityTemplates = Record<SectionType, Variation[]>

export type CityContentInput = {
  uniqueHeroDescription: string | null
  localBenefits: string[] | null
  nearbyHealthcareFacilities: string[] | null
  regionalAdvantages: string[] | null
  climateType: string | null
  healthConcerns: string[] | null
  metaDescriptionVariants: string[] | null
}

export type CityCopy = { intro: string; about: string; localBenefits: string[]; metaDescription: string }

const nonEmpty = (list: string[] | null | undefined) => (list ?? []).map((item) => item.trim()).filter(Boolean)

export function templateValues(
  city: Pick<City, 'name' | 'state'>,
  nearbyNames: readonly string[],
  content: CityContentInput | null,
): TemplateValues {
  const climate = content?.climateType?.trim()
  return {
    city: city.name,
    state: city.state,
    nearbyAreas: joinList(nearbyNames.slice(0, 3)),
    localAdvantage: nonEmpty(content?.regionalAdvantages)[0],
    climateBenefit: climate ? `insulated packaging suited to the ${climate} climate` : undefined,
    healthcareFacilities: joinList(nonEmpty(content?.nearbyHealthcareFacilities)),
    healthConcerns: joinList(nonEmpty(content?.healthConcerns)),
  }
}

/** Precedence: the city_content row, then content_variations rows, then the built-in templates. */
export function composeCityCopy({
  city,
  nearbyNames,
  content,
  variations,
  templates,
}: {
  city: Pick<City, 'slug' | 'name' | 'state'>
  nearbyNames: readonly string[]
  content: CityContentInput | null
  /** content_variations rows, highest weight first. */
  variations: readonly { sectionType: string; contentTemplate: string; weight: number }[]
  templates: CityTemplates
}): CityCopy {
  const values = templateValues(city, nearbyNames, content)
  const fill = (template: string) => fillTemplate(template, values)
  const section = (type: SectionType): Variation[] => {
    const rows = variations
      .filter((row) => row.sectionType === type)
      .map((row) => ({ template: row.contentTemplate, weight: row.weight }))
    return rows.length ? rows : templates[type]
  }
  const pick = (type: SectionType) => pickVariation(section(type), city.slug)?.template ?? ''

  const hero = content?.uniqueHeroDescription?.trim()
  const benefits = nonEmpty(content?.localBenefits)
  const metaVariants = nonEmpty(content?.metaDescriptionVariants)
  const metas = metaVariants.length ? metaVariants : section('meta_description').map((variation) => variation.template)
  // Without a source of its own, the About text would repeat every other city's word for word.
  const own = (type: SectionType) => content !== null || variations.some((row) => row.sectionType === type)
  return {
    intro: fill(hero || pick('intro')),
    about: own('about') ? fill(pick('about')) : '',
    localBenefits: (benefits.length
      ? benefits
      : own('local_benefit')
        ? section('local_benefit').map((variation) => variation.template)
        : []
    ).map(fill),
    metaDescription: metas.length ? fill(metas[metaVariantIndex(city.name, city.state, metas.length)]) : '',
  }
}

/** Said once, so a page never claims both that it lists programs serving the state and that none does. */
export function stateAnswer(state: string, listed: number, unpublished: number): string {
  // 'more' only after programs that list the state: with none, these are the only ones that may treat there.
  const more = listed === 0 ? '' : ' more'
  const maybe =
    unpublished === 0
      ? ''
      : ` ${unpublished === 1 ? `One${more} US program publishes` : `${unpublished}${more} US programs publish`} no list of states, so ${unpublished === 1 ? 'it' : 'they'} may treat there${listed === 0 ? '' : ' too'}: check on their site.`
  if (listed === 0) return `No program we list has a dated source saying it treats patients in ${state} yet.${maybe}`
  return `${listed === 1 ? 'One program lists' : `${listed} programs list`} ${state} among the states ${listed === 1 ? 'it treats' : 'they treat'} in, each by a dated source.${maybe}`
}
