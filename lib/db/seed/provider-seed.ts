import { eq, and } from 'drizzle-orm'
import { COUNTRIES, type CountryCode } from '@/config/countries'
import { computeVialScore } from '@/lib/domain/vial-score'
import type { Source } from '@/lib/validation/provider-data'
import type { Database } from '../client'
import * as t from '../schema'

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

type Sourced = { source: Source; sourceWhere: string }

/** One program as the seed inserts it: the provider row, its card, where it is sold, and its sourced figures. */
export type ProviderSeed = {
  provider: Omit<typeof t.providers.$inferInsert, 'id' | 'vialScore'>
  card: Omit<typeof t.providerCardContent.$inferInsert, 'providerId'>
  /** The countries it is sold in; every other country gets an unavailable link. */
  countries: Partial<Record<CountryCode, Omit<typeof t.countryProviders.$inferInsert, 'countryId' | 'providerId' | 'isAvailable'>>>
  prices: (Omit<typeof t.providerPrices.$inferInsert, 'providerId' | 'sourceId' | 'sourceWhere' | 'alternativeOf'> & Sourced & { alternatives: ({ amount: number; note: string | null } & Sourced)[] })[]
  facts: (Omit<typeof t.providerFacts.$inferInsert, 'providerId' | 'sourceId' | 'sourceWhere'> & Sourced)[]
}

/** A source row's id: one row per URL and own date, whoever cites it. */
async function sourceId(tx: Transaction, source: Source): Promise<string> {
  const values = {
    url: source.url,
    title: source.title,
    publisher: source.publisher,
    sourceDate: source.date,
    dateKind: source.dateKind,
    checkedOn: source.checked,
  }
  const [inserted] = await tx.insert(t.sources).values(values).onConflictDoNothing().returning({ id: t.sources.id })
  if (inserted) return inserted.id
  const [existing] = await tx
    .select({ id: t.sources.id })
    .from(t.sources)
    .where(and(eq(t.sources.url, source.url), eq(t.sources.sourceDate, source.date)))
  return existing.id
}

/** Inserts a program unless its slug exists (an editor's change is never overwritten); its score is computed. */
export async function insertProviderSeed(tx: Transaction, seed: ProviderSeed) {
  const { provider } = seed
  const score = computeVialScore({
    pricingTransparency: provider.pricingTransparency ?? null,
    states: provider.statesKnown === false ? null : (provider.states ?? []),
    googleScore: provider.googleScore ?? null,
    trustpilotScore: provider.trustpilotScore ?? null,
    medications: provider.medications ?? [],
  })
  const [inserted] = await tx
    .insert(t.providers)
    .values({ ...provider, vialScore: score.stored })
    .onConflictDoNothing({ target: t.providers.slug })
    .returning({ id: t.providers.id })
  if (!inserted) return
  const providerId = inserted.id

  await tx.insert(t.providerCardContent).values({ ...seed.card, providerId })
  await tx.insert(t.countryProviders).values(
    COUNTRIES.map((country) => {
      const link = seed.countries[country.code]
      return { ...link, countryId: country.id, providerId, isAvailable: Boolean(link) }
    }),
  )
  for (const { source, sourceWhere, alternatives, ...price } of seed.prices) {
    const [row] = await tx
      .insert(t.providerPrices)
      .values({ ...price, providerId, sourceId: await sourceId(tx, source), sourceWhere })
      .returning({ id: t.providerPrices.id })
    for (const alternative of alternatives) {
      await tx.insert(t.providerPrices).values({
        ...price,
        amount: alternative.amount,
        note: alternative.note,
        providerId,
        alternativeOf: row.id,
        sourceId: await sourceId(tx, alternative.source),
        sourceWhere: alternative.sourceWhere,
      })
    }
  }
  for (const { source, sourceWhere, ...fact } of seed.facts) {
    await tx.insert(t.providerFacts).values({ ...fact, providerId, sourceId: await sourceId(tx, source), sourceWhere })
  }
}
