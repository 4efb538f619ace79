import { randomUUID } from 'node:crypto'
import { COUNTRIES, type CountryCode } from '@/config/countries'
import type { PriceChange } from '@/lib/domain/price-history'
import type { FactRecord, PriceRecord } from '@/lib/domain/price-record'
import { replaceFigures, type Transaction } from '../figures'
import * as t from '../schema'

/** One program as the seed inserts it: the provider row, its card, where it is listed, and its sourced figures. */
export type ProviderSeed = {
  provider: Omit<typeof t.providers.$inferInsert, 'id' | 'version'>
  card: Omit<typeof t.providerCardContent.$inferInsert, 'providerId'>
  /** The countries it is listed in; every other country gets an unavailable link. */
  countries: Partial<
    Record<CountryCode, Omit<typeof t.countryProviders.$inferInsert, 'countryId' | 'providerId' | 'isAvailable'>>
  >
  /** Every price with an id of its own; another source's figure names its primary price's id. */
  prices: (PriceRecord & { id: string })[]
  facts: FactRecord[]
  /** The prices' recorded history, when the data states earlier amounts; else each amount starts it. */
  history?: PriceChange[]
}

/** A price's id for a seed: a fresh one (the data set's files name no ids). */
export const seedPriceId = () => randomUUID()

/**
 * Inserts a program unless its slug exists (an editor's change is never overwritten). Its figures are written
 * through the one store, with their recorded history (else each published amount starts it).
 */
export async function insertProviderSeed(tx: Transaction, seed: ProviderSeed) {
  const [inserted] = await tx
    .insert(t.providers)
    .values(seed.provider)
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
  await replaceFigures(
    tx,
    providerId,
    { prices: seed.prices, facts: seed.facts },
    { changedBy: 'seed', history: seed.history },
  )
}
