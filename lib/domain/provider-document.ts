/**
 * The provider document of the open data (/data/providers.json), the admin export and the import: what
 * counts as a change, and what an import writes for each provider. Pure: the data layer reads the current
 * state in, and writes the plan out in one transaction.
 */
import { HOME_COUNTRY_CODE } from '@/config/countries'
import type { DosePrices, LocalPricing } from './pricing'
import { priceHistoryRows, type PriceHistoryRow } from './price-history'
import { deriveFromPrices, type DerivablePrice } from './sourced-offers'
import { storedVialScore } from './vial-score'

export type DocumentSource = { url: string; title: string; publisher: string; date: string; dateKind: string; checked: string; where: string }
export type DocumentPrice = {
  id?: string
  country: string
  medication: string
  brand: string | null
  compounded: boolean
  form: string
  dose: string
  steps: string[]
  amount: number | null
  currency: string
  per: string | null
  kind: string | null
  includesMedication: boolean | null
  includesMembership: boolean | null
  note: string | null
  alternativeOf: string | null
  source: DocumentSource
}
export type DocumentFact = { kind: string; value: Record<string, unknown>; source: DocumentSource }
/** One provider of the document: the open data's fields an import reads (the Vial Score is computed, not read). */
export type DocumentProvider = {
  slug: string
  name: string
  websiteUrl: string
  kind: string | null
  isSample: boolean
  priceNotPublished: boolean
  countries: string[]
  states: string[] | null
  samplePrices: { semaglutide: DosePrices; tirzepatide: DosePrices } | null
  prices: DocumentPrice[]
  facts: DocumentFact[]
}

/** JSON with object keys sorted: jsonb keeps its own key order, so equal values must compare equal. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined)
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

/** A price without its ids: another source's figure is told by the primary price it belongs to. */
function priceContent(price: DocumentPrice, all: readonly DocumentPrice[]): string {
  const { id, alternativeOf, ...content } = price
  void id
  const primary = alternativeOf ? all.find((candidate) => candidate.id === alternativeOf) : undefined
  return canonical({ ...content, alternativeOf: primary ? priceContent({ ...primary, alternativeOf: null }, all) : alternativeOf })
}

const sorted = (items: readonly string[]) => [...items].sort()
/** A provider's prices in one country, compared as a whole. */
const pricesIn = (provider: DocumentProvider, country: string) =>
  canonical(sorted(provider.prices.filter((price) => price.country === country).map((price) => priceContent(price, provider.prices))))

/** The parts of a provider an import may change, each compared as a whole; order in a list is not a change. */
export function comparableParts(provider: DocumentProvider) {
  return {
    details: canonical({
      name: provider.name,
      websiteUrl: provider.websiteUrl,
      kind: provider.kind,
      isSample: provider.isSample,
      priceNotPublished: provider.priceNotPublished,
      states: provider.states?.length ? sorted(provider.states) : null,
    }),
    countries: canonical(sorted(provider.countries)),
    samplePrices: canonical(provider.samplePrices),
    prices: canonical(sorted(provider.prices.map((price) => priceContent(price, provider.prices)))),
    facts: canonical(sorted(provider.facts.map((fact) => canonical(fact)))),
  }
}
export type ProviderPart = keyof ReturnType<typeof comparableParts>

/** The parts that differ between what is stored and what the file says; none: the provider is unchanged. */
export function changedParts(current: DocumentProvider, incoming: DocumentProvider): ProviderPart[] {
  const [before, after] = [comparableParts(current), comparableParts(incoming)]
  return (Object.keys(after) as ProviderPart[]).filter((part) => before[part] !== after[part])
}

/** The stored row's columns a plan reads (to merge into) and may write. */
export type ProviderColumns = {
  name: string
  websiteUrl: string
  kind: string | null
  isSample: boolean
  priceNotPublished: boolean
  states: string[]
  statesKnown: boolean
  medications: string[]
  semaglutidePrices: DosePrices
  tirzepatidePrices: DosePrices
  pricingTransparency: number | null
  googleScore: number | null
  trustpilotScore: number | null
  sourceUrl: string | null
  lastVerifiedAt: string | null
  vialScore: number
}

const COLUMN_KEYS = ['name', 'websiteUrl', 'kind', 'isSample', 'priceNotPublished', 'states', 'statesKnown', 'medications', 'semaglutidePrices', 'tirzepatidePrices', 'pricingTransparency', 'googleScore', 'trustpilotScore', 'sourceUrl', 'lastVerifiedAt', 'vialScore'] as const satisfies readonly (keyof ProviderColumns)[]
/** Only the columns a plan may write, from a whole stored row. */
const pickColumns = (row: ProviderColumns): ProviderColumns => Object.fromEntries(COLUMN_KEYS.map((key) => [key, row[key]])) as ProviderColumns

/** What is stored for a provider in the file, or null for a slug not stored yet. */
export type CurrentProvider = { id: string; document: DocumentProvider; columns: ProviderColumns; localPricing: Record<string, LocalPricing> }

export type PlannedPrice = Omit<DocumentPrice, 'id' | 'alternativeOf'> & { id: string; alternativeOf: string | null; position: number }
export type ProviderPlan = {
  slug: string
  action: 'create' | 'update'
  providerId: string | null
  changed: ProviderPart[]
  columns: ProviderColumns
  /** Per country: listed or not (every country); null when unchanged. */
  availability: Record<string, boolean> | null
  /** Non-home countries' dose prices and their source, derived from the sourced prices; null when unchanged. */
  local: Record<string, { localPricing: LocalPricing; sourceUrl: string | null; lastVerifiedAt: string | null }> | null
  prices: PlannedPrice[] | null
  facts: DocumentFact[] | null
  /** Every dose price that moves; a new provider's rows get its id when it is written. */
  history: PriceHistoryRow[]
}

const homePricing = (columns: Pick<ProviderColumns, 'semaglutidePrices' | 'tirzepatidePrices'>): LocalPricing => ({ semaglutide: columns.semaglutidePrices, tirzepatide: columns.tirzepatidePrices })
const reviewAverage = (facts: readonly DocumentFact[], site: string) => {
  const review = facts.find((fact) => fact.kind === 'review' && fact.value.site === site)
  return review ? (review.value.average as number) : undefined
}

/**
 * What the import writes for one provider of the file: nothing when no part changed; otherwise the file's
 * fields, and the columns the seed derives from sourced figures derived the same way (lib/domain/
 * sourced-offers.ts) when those figures changed: a column no changed figure touches keeps what an editor set.
 * Every dose price that moves is a history row. `newId` names new price rows.
 */
export function planProvider({
  incoming,
  current,
  countries,
  newId,
  changedBy,
}: {
  incoming: DocumentProvider
  current: CurrentProvider | null
  countries: readonly string[]
  newId: () => string
  changedBy: string
}): ProviderPlan | null {
  const changed = current ? changedParts(current.document, incoming) : (['details', 'countries', 'samplePrices', 'prices', 'facts'] as ProviderPart[])
  if (changed.length === 0) return null
  const before = current?.columns
  const columns: ProviderColumns = {
    ...(before ? pickColumns(before) : { medications: [], semaglutidePrices: {}, tirzepatidePrices: {}, pricingTransparency: null, googleScore: null, trustpilotScore: null, sourceUrl: null, lastVerifiedAt: null, vialScore: 0 }),
    name: incoming.name,
    websiteUrl: incoming.websiteUrl,
    kind: incoming.kind,
    isSample: incoming.isSample,
    priceNotPublished: incoming.priceNotPublished,
    states: incoming.states ?? [],
    statesKnown: Boolean(incoming.states?.length),
  }
  const history: PriceHistoryRow[] = []
  // Each country's changes rest on that country's newest priced source. A new provider's id is the writer's.
  const record = (countryCode: string, was: LocalPricing, now: LocalPricing, source: { url: string | null; date: string | null }) =>
    history.push(...priceHistoryRows({ providerId: current?.id ?? '', before: new Map([[countryCode, was]]), after: [[countryCode, now]], source, changedBy }))

  let local: ProviderPlan['local'] = null
  const flipped = before !== undefined && before.isSample !== incoming.isSample
  if (incoming.isSample && incoming.samplePrices && (!current || flipped || changed.includes('samplePrices'))) {
    // A fictional sample row's prices are typed, not sourced: they rest on the row's own stated source.
    Object.assign(columns, { semaglutidePrices: incoming.samplePrices.semaglutide, tirzepatidePrices: incoming.samplePrices.tirzepatide })
    if (!current) columns.medications = (['semaglutide', 'tirzepatide'] as const).filter((m) => Object.keys(incoming.samplePrices![m]).length).map((m) => m[0].toUpperCase() + m.slice(1))
    record(HOME_COUNTRY_CODE, before ? homePricing(before) : {}, homePricing(columns), { url: columns.sourceUrl, date: columns.lastVerifiedAt })
  } else if (!incoming.isSample && (!current || flipped || changed.includes('prices'))) {
    // The file passed lib/validation/provider-import.ts, so its medications, forms and periods are the rules' own.
    const primaries = incoming.prices.filter((price) => !price.alternativeOf) as (DocumentPrice & DerivablePrice)[]
    const all = deriveFromPrices(primaries)
    Object.assign(columns, { medications: all.medications, pricingTransparency: all.pricingTransparency, sourceUrl: all.newestSource?.url ?? null, lastVerifiedAt: all.newestSource?.date ?? null })
    local = {}
    // Only the countries whose prices changed: another country's dose prices (typed in the admin) stay.
    for (const code of countries.filter((code) => !current || flipped || pricesIn(current.document, code) !== pricesIn(incoming, code))) {
      const own = deriveFromPrices(primaries.filter((price) => price.country === code))
      const source = own.newestSource ?? all.newestSource
      const pricing: LocalPricing = own.dosePrices
      if (code === HOME_COUNTRY_CODE) {
        Object.assign(columns, { semaglutidePrices: pricing.semaglutide, tirzepatidePrices: pricing.tirzepatide })
        record(code, before ? homePricing(before) : {}, pricing, { url: source?.url ?? null, date: source?.date ?? null })
      } else {
        local[code] = { localPricing: pricing, sourceUrl: own.newestSource?.url ?? null, lastVerifiedAt: own.newestSource?.date ?? null }
        record(code, current?.localPricing[code] ?? {}, pricing, { url: source?.url ?? null, date: source?.date ?? null })
      }
    }
  }
  if (!current || changed.includes('facts')) {
    // A review figure comes with its source: a score that rested on a review now gone goes; a typed one stays.
    for (const [site, column] of [['google', 'googleScore'], ['trustpilot', 'trustpilotScore']] as const) {
      const average = reviewAverage(incoming.facts, site)
      if (average !== undefined) columns[column] = average
      else if (!current || reviewAverage(current.document.facts, site) !== undefined) columns[column] = null
    }
  }
  columns.vialScore = storedVialScore(columns).stored

  return {
    slug: incoming.slug,
    action: current ? 'update' : 'create',
    providerId: current?.id ?? null,
    changed,
    columns,
    availability: !current || changed.includes('countries') ? Object.fromEntries(countries.map((code) => [code, incoming.countries.includes(code)])) : null,
    local,
    prices: !current || changed.includes('prices') ? plannedPrices(incoming.prices, new Set(current?.document.prices.flatMap((price) => price.id ?? []) ?? []), newId) : null,
    facts: !current || changed.includes('facts') ? incoming.facts : null,
    history,
  }
}

/** The file's prices as rows: an id the provider already has is kept, any other key gets a new id; order is position. */
function plannedPrices(prices: readonly DocumentPrice[], ownIds: ReadonlySet<string>, newId: () => string): PlannedPrice[] {
  const ids = new Map<string, string>()
  const idOf = (price: DocumentPrice) => {
    if (!price.id) return newId()
    if (!ids.has(price.id)) ids.set(price.id, ownIds.has(price.id) ? price.id : newId())
    return ids.get(price.id)!
  }
  const rows = prices.map((price, position) => ({ ...price, id: idOf(price), position }))
  return rows.map((row) => ({ ...row, alternativeOf: row.alternativeOf ? (ids.get(row.alternativeOf) ?? null) : null }))
}
