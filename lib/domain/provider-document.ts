/** The document of /data/providers.json, the admin export and the import; the plan is written in one transaction. */
import { canonical } from './canonical'
import type { FactRecord, PriceRecord } from './price-record'

/** The Vial Score and the state list are computed from the figures, never read. */
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

/** Without ids: another source's figure is told by its primary price's content. */
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

/** Each compared as a whole; order in a list is not a change. */
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
  /** Every country; null when unchanged. */
  availability: Record<string, boolean> | null
  /** In the file's order; null when unchanged. */
  prices: PlannedPrice[] | null
  facts: FactRecord[] | null
}

export type CurrentProvider = { id: string; document: DocumentProvider }

/** Nothing when no part changed; otherwise the details and each changed part whole. */
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

/** An id the provider already has is kept; any other key gets a new id. */
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
