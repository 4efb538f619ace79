/** Built from the plans the import writes (provider-document.ts), so the preview says exactly what the write does. */
import { amountWords } from './audit'
import { canonical } from './canonical'
import type { FactRecord, PriceRecord } from './price-record'
import type { DocumentProvider, ProviderPlan } from './provider-document'

export type ImportChange = {
  slug: string
  change: 'added' | 'changed' | 'removed'
  /** What changes: 'provider', 'name', 'listed in US', 'price US Zepbound vial 2.5mg: amount', 'fee membership'. */
  what: string
  from: string | null
  to: string | null
}
export type ImportPreview = { created: string[]; updated: string[]; unchanged: number; changes: ImportChange[] }

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

function shown(value: unknown): string {
  if (value === null || value === undefined) return 'none'
  if (Array.isArray(value)) return value.length ? value.map(shown).join(', ') : 'none'
  if (isObject(value)) {
    if (typeof value.url === 'string') return `${value.url} (${shown(value.date)})`
    return Object.entries(value)
      .map(([key, item]) => `${key}: ${shown(item)}`)
      .join(', ')
  }
  return String(value)
}

/** Lists compare whole. */
function differences(before: unknown, after: unknown, path = ''): { field: string; from: string; to: string }[] {
  if (isObject(before) && isObject(after))
    return [...new Set([...Object.keys(before), ...Object.keys(after)])].flatMap((key) =>
      differences(before[key], after[key], path ? `${path}.${key}` : key),
    )
  if (canonical(before ?? null) === canonical(after ?? null)) return []
  return [{ field: path, from: shown(before), to: shown(after) }]
}

const priceLabel = (price: PriceRecord) =>
  `price ${price.country} ${price.brand ?? price.medication}${price.compounded ? ' compounded' : ''} ${price.form} ${price.dose}` +
  (price.alternativeOf ? ' (another source)' : '')
const priceSummary = (price: PriceRecord) =>
  `${amountWords(price.amount, price.currency) ?? 'not published'}${price.per ? ` per ${price.per}` : ''}; ${shown(price.source)}`

/** One of most kinds per provider, but one review per site, one fee per kind and one pharmacy per medicine. */
const factKey = ({ kind, value }: FactRecord) =>
  [
    kind.replace(/_/g, ' '),
    kind === 'fee' ? value.kind : kind === 'review' ? value.site : kind === 'pharmacy' ? value.medication : null,
  ]
    .filter((part) => typeof part === 'string')
    .join(' ')
const factSummary = (fact: FactRecord) => `${shown(fact.value)}; ${shown(fact.source)}`
const figure = ({ value, source }: FactRecord) => ({ value, source })

/** Without its row id; its primary price is named by label, not by id. */
function described(price: PriceRecord, all: readonly PriceRecord[]) {
  const { id, alternativeOf, ...rest } = price
  void id
  const primary = alternativeOf ? all.find((candidate) => candidate.id === alternativeOf) : undefined
  return { ...rest, alternativeOf: primary ? priceLabel(primary) : alternativeOf }
}

function priceChanges(before: readonly PriceRecord[], after: readonly PriceRecord[]) {
  const stored = new Map(before.map((price) => [price.id, price]))
  const kept = new Set(after.map((price) => price.id))
  const changes: Omit<ImportChange, 'slug'>[] = []
  for (const price of after) {
    const old = stored.get(price.id)
    if (!old) {
      changes.push({ change: 'added', what: priceLabel(price), from: null, to: priceSummary(price) })
      continue
    }
    for (const { field, from, to } of differences(described(old, before), described(price, after)))
      changes.push({ change: 'changed', what: `${priceLabel(price)}: ${field}`, from, to })
  }
  for (const price of before.filter((price) => !kept.has(price.id)))
    changes.push({ change: 'removed', what: priceLabel(price), from: priceSummary(price), to: null })
  return changes
}

/** Facts have no ids: identical ones are unchanged, the rest paired by their place, then added or removed. */
function factChanges(before: readonly FactRecord[], after: readonly FactRecord[]) {
  const removed = [...before]
  const added: FactRecord[] = []
  for (const fact of after) {
    const same = removed.findIndex(
      (old) => canonical(figure(old)) === canonical(figure(fact)) && old.kind === fact.kind,
    )
    if (same === -1) added.push(fact)
    else removed.splice(same, 1)
  }
  const changes: Omit<ImportChange, 'slug'>[] = []
  for (const fact of added) {
    const pair = removed.findIndex((old) => factKey(old) === factKey(fact))
    if (pair === -1) {
      changes.push({ change: 'added', what: factKey(fact), from: null, to: factSummary(fact) })
      continue
    }
    const [old] = removed.splice(pair, 1)
    for (const { field, from, to } of differences(figure(old), figure(fact)))
      changes.push({ change: 'changed', what: `${factKey(fact)}: ${field}`, from, to })
  }
  for (const fact of removed)
    changes.push({ change: 'removed', what: factKey(fact), from: factSummary(fact), to: null })
  return changes
}

export function providerChanges(plan: ProviderPlan, current: DocumentProvider | null): ImportChange[] {
  const changes: Omit<ImportChange, 'slug'>[] = []
  if (!current)
    changes.push({
      change: 'added',
      what: 'provider',
      from: null,
      to: `${plan.details.name} (${plan.details.websiteUrl})`,
    })
  else if (plan.changed.includes('details'))
    for (const field of ['name', 'websiteUrl', 'kind', 'isSample'] as const)
      changes.push(
        ...differences(current[field], plan.details[field], field).map(({ from, to }) => ({
          change: 'changed' as const,
          what: field,
          from,
          to,
        })),
      )
  if (plan.availability) {
    const before = new Set(current?.countries ?? [])
    for (const [code, listed] of Object.entries(plan.availability)) {
      if (listed && !before.has(code))
        changes.push({ change: 'added', what: `listed in ${code}`, from: null, to: 'listed' })
      if (!listed && before.has(code))
        changes.push({ change: 'removed', what: `listed in ${code}`, from: 'listed', to: null })
    }
  }
  if (plan.prices) changes.push(...priceChanges(current?.prices ?? [], plan.prices))
  if (plan.facts) changes.push(...factChanges(current?.facts ?? [], plan.facts))
  return changes.map((change) => ({ slug: plan.slug, ...change }))
}

export function importPreview(
  planned: readonly { plan: ProviderPlan; current: DocumentProvider | null }[],
  total: number,
): ImportPreview {
  return {
    created: planned.filter(({ plan }) => plan.action === 'create').map(({ plan }) => plan.slug),
    updated: planned.filter(({ plan }) => plan.action === 'update').map(({ plan }) => plan.slug),
    unchanged: total - planned.length,
    changes: planned.flatMap(({ plan, current }) => providerChanges(plan, current)),
  }
}
