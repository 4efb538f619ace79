import { randomUUID } from 'node:crypto'
import { COUNTRIES, type CountryCode } from '@/config/countries'
import type { PriceChange } from '@/lib/domain/price-history'
import type { FactRecord, PriceRecord } from '@/lib/domain/price-record'
import { replaceFigures, type Transaction } from '../figures'
import * as t from '../schema'

export type ProviderSeed = {
  provider: Omit<typeof t.providers.$inferInsert, 'id' | 'version'>
  card: Omit<typeof t.providerCardContent.$inferInsert, 'providerId'>
  /** Every other country gets an unavailable link. */
  countries: Partial<
    Record<CountryCode, Omit<typeof t.countryProviders.$inferInsert, 'countryId' | 'providerId' | 'isAvailable'>>
  >
  prices: (PriceRecord & { id: string })[]
  facts: FactRecord[]
  history?: PriceChange[]
}

export const seedPriceId = () => randomUUID()

/** Skipped when its slug exists, so an editor's change is never overwritten. */
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
