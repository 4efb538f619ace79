import 'server-only'
import { and, asc, desc, eq, isNull, notInArray } from 'drizzle-orm'
import { unstable_cache } from 'next/cache'
import type { CountryCode } from '@/config/countries'
import { adminOnly } from '@/lib/admin/guard'
import { REVALIDATE_SECONDS, TAGS } from '@/lib/cache-tags'
import { getDb } from '@/lib/db/client'
import { priceHistory, providers } from '@/lib/db/schema'
import { cacheByValue } from '@/lib/cache/cache-by-value'
import { isoDay } from '@/lib/domain/dates'

/**
 * The recorded changes the digest and the alerts tell of, for a query joined to `providers`: seed, migration and
 * sample-program prices are not news.
 */
export const newsworthyChange = () =>
  and(eq(providers.isSample, false), notInArray(priceHistory.changedBy, ['seed', 'migration']))

export type PriceHistoryEntry = {
  medication: string
  brand: string | null
  form: string | null
  dose: string
  per: string | null
  oldAmount: number | null
  newAmount: number | null
  sourceUrl: string | null
  /** The new figure's source's own date: when the price was published as it now stands. */
  sourceDate: string | null
  /** The day the new amount took effect, where a source says so. */
  effectiveOn: string | null
  /** When the change was recorded here. */
  changedAt: string
  /** For a change that replaces a mistaken one: the day the correction was recorded. */
  correctedOn: string | null
}

const historyColumns = {
  medication: priceHistory.medication,
  brand: priceHistory.brand,
  form: priceHistory.form,
  dose: priceHistory.dose,
  per: priceHistory.per,
  oldAmount: priceHistory.oldAmount,
  newAmount: priceHistory.newAmount,
  sourceUrl: priceHistory.sourceUrl,
  sourceDate: priceHistory.sourceDate,
  effectiveOn: priceHistory.effectiveOn,
  changedAt: priceHistory.changedAt,
  correctsId: priceHistory.correctsId,
}

/** A provider's price changes in one country, oldest first, for its public page (who made them is not shown). */
export const getPriceHistory = cacheByValue(
  unstable_cache(
    async ({
      providerId,
      countryCode,
    }: {
      providerId: string
      countryCode: CountryCode
    }): Promise<PriceHistoryEntry[]> =>
      (
        await getDb()
          .select(historyColumns)
          .from(priceHistory)
          .where(
            and(
              eq(priceHistory.providerId, providerId),
              eq(priceHistory.countryCode, countryCode),
              isNull(priceHistory.correctedAt),
            ),
          )
          .orderBy(
            asc(priceHistory.changedAt),
            asc(priceHistory.sourceDate),
            asc(priceHistory.medication),
            asc(priceHistory.dose),
          )
      ).map(({ correctsId, ...row }) => ({
        ...row,
        changedAt: row.changedAt.toISOString(),
        correctedOn: correctsId ? isoDay(row.changedAt) : null,
      })),
    ['price-history'],
    { tags: [TAGS.providers], revalidate: REVALIDATE_SECONDS },
  ),
)

/** The full log of a provider's price changes, every country, newest first, with who made each and each correction. */
export const listPriceHistoryForAdmin = adminOnly(async ({ providerId }: { providerId: string }) =>
  getDb()
    .select({
      ...historyColumns,
      countryCode: priceHistory.countryCode,
      changedBy: priceHistory.changedBy,
      correctedAt: priceHistory.correctedAt,
      correctionReason: priceHistory.correctionReason,
      correctedBy: priceHistory.correctedBy,
    })
    .from(priceHistory)
    .where(eq(priceHistory.providerId, providerId))
    .orderBy(desc(priceHistory.changedAt)),
)
