/**
 * The provider document of the open data (/data/providers.json), the admin export and the import: what
 * counts as a change, and what an import writes for each provider. Pure: the data layer reads the current
 * state in, and writes the plan out in one transaction (lib/db/figures.ts writes the figures and their history).
 */
import { canonical } from './canonical'
import type { FactRecord, PriceRecord } from './price-record'

/** One provider of the document as an import reads it: its own fields and its sourced figures (the Vial Score and the state list are computed from them, not read). */
export type DocumentProvider = {
  slug: string
  name: string
  websiteUrl: string
  kind: string | null
  isSample: boolean
  countries: string[]
  prices: PriceRecord[]
  facts: FactRecord[]
}

/** A price without its ids: another source's figure is told by the primary price it belongs to. */
function priceContent(price: PriceRecord, all: readonly PriceRecord[]): string {
  const { id, alternativeOf, ...content } = price
  void id
  const primary = alternativeOf ? all.find((candidate) => candidate.id === alternativeOf) : undefined
  return canonical({
    ...content,
    alternativeOf: primary ? priceContent({ ...primary, alternativeOf: null }, all) : alternativeOf,
  })
}

const sorted = (items: readonly string[]) => [...items].sort()
const factContent = ({ kind, value, source }: FactRecord) => canonical({ kind, value, source })

/** The parts of a provider an import may change, each compared as a whole; order in a list is not a change. */
export function comparableParts(provider: DocumentProvider) {
  return {
    details: canonical({
      name: provider.name,
      websiteUrl: provider.websiteUrl,
      kind: provider.kind,
      isSample: provider.isSample,
    }),
    countries: canonical(sorted(provider.countries)),
    prices: canonical(sorted(provider.prices.map((price) => priceContent(price, provider.prices)))),
    facts: canonical(sorted(provider.facts.map(factContent))),
  }
}
export type ProviderPart = keyof ReturnType<typeof comparableParts>

/** The parts that differ between what is stored and what the file says; none: the provider is unchanged. */
export function changedParts(current: DocumentProvider, incoming: DocumentProvider): ProviderPart[] {
  const [before, after] = [comparableParts(current), comparableParts(incoming)]
  return (Object.keys(after) as ProviderPart[]).filter((part) => before[part] !== after[part])
}

export type ProviderDetails = Pick<DocumentProvider, 'name' | 'websiteUrl' | 'kind' | 'isSample'>
export type PlannedPrice = PriceRecord & { id: string }
export type ProviderPlan = {
  slug: string
  action: 'create' | 'update'
  providerId: string | null
  changed: ProviderPart[]
  details: ProviderDetails
  /** Per country: listed or not (every country); null when unchanged. */
  availability: Record<string, boolean> | null
  /** The provider's prices as they are to be, in the file's order; null when unchanged. */
  prices: PlannedPrice[] | null
  facts: FactRecord[] | null
}

/** What is stored for a provider in the file, or null for a slug not stored yet. */
export type CurrentProvider = { id: string; document: DocumentProvider }

/**
 * What the import writes for one provider of the file: nothing when no part changed; otherwise its details,
 * and each changed part whole. `newId` names new price rows.
 */
export function planProvider({
  incoming,
  current,
  countries,
  newId,
}: {
  incoming: DocumentProvider
  current: CurrentProvider | null
  countries: readonly string[]
  newId: () => string
}): ProviderPlan | null {
  const changed = current
    ? changedParts(current.document, incoming)
    : (['details', 'countries', 'prices', 'facts'] as ProviderPart[])
  if (changed.length === 0) return null
  const { name, websiteUrl, kind, isSample } = incoming
  return {
    slug: incoming.slug,
    action: current ? 'update' : 'create',
    providerId: current?.id ?? null,
    changed,
    details: { name, websiteUrl, kind, isSample },
    availability: changed.includes('countries')
      ? Object.fromEntries(countries.map((code) => [code, incoming.countries.includes(code)]))
      : null,
    prices: changed.includes('prices')
      ? plannedPrices(
          incoming.prices,
          new Set(current?.document.prices.flatMap((price) => price.id ?? []) ?? []),
          newId,
        )
      : null,
    facts: changed.includes('facts') ? incoming.facts : null,
  }
}

/** The file's prices with row ids: an id the provider already has is kept, any other key gets a new id. */
function plannedPrices(
  prices: readonly PriceRecord[],
  ownIds: ReadonlySet<string>,
  newId: () => string,
): PlannedPrice[] {
  const ids = new Map<string, string>()
  const idOf = (price: PriceRecord) => {
    if (!price.id) return newId()
    if (!ids.has(price.id)) ids.set(price.id, ownIds.has(price.id) ? price.id : newId())
    return ids.get(price.id)!
  }
  const rows = prices.map((price) => ({ ...price, id: idOf(price) }))
  return rows.map((row) => ({ ...row, alternativeOf: row.alternativeOf ? (ids.get(row.alternativeOf) ?? null) : null }))
}
