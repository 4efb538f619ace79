import 'server-only'
import fs from 'node:fs'
import path from 'node:path'
import { asc, eq } from 'drizzle-orm'
import { unstable_cache } from 'next/cache'
import type { CountryCode } from '@/config/countries'
import { REVALIDATE_SECONDS, TAGS } from '@/lib/cache-tags'
import { medicineCatalogue } from '@/lib/content/medications'
import { getDb } from '@/lib/db/client'
import { publicFigures } from '@/lib/db/figures'
import { countries, countryProviders, priceHistory, providers } from '@/lib/db/schema'
import { isoDay, todayIso } from '@/lib/domain/dates'
import { datedPriceRecord, isPublicPriceChange } from '@/lib/domain/price-history'
import { dataSetPriceRecord } from '@/lib/domain/price-record'
import {
  productKey,
  trackedChange,
  trackProducts,
  type TrackedChange,
  type TrackedProduct,
} from '@/lib/domain/price-tracker'
import { z } from 'zod'
import {
  awaitingPricesSchema,
  listPricesSchema,
  type AwaitingPrice,
  type ListPrice,
} from '@/lib/validation/provider-data'
import { cacheByValue } from '@/lib/cache/cache-by-value'

const PRICES_DIR = path.join(process.cwd(), 'content', 'prices')
export const LIST_PRICES_FILE = path.join(PRICES_DIR, 'list-prices.json')
export const AWAITING_PRICES_FILE = path.join(PRICES_DIR, 'awaiting-prices.json')

const readJson = <T>(file: string, schema: z.ZodType<T[]>): T[] =>
  fs.existsSync(file) ? schema.parse(JSON.parse(fs.readFileSync(file, 'utf8'))) : []

export const readListPrices = (file = LIST_PRICES_FILE): ListPrice[] =>
  readJson(file, listPricesSchema(medicineCatalogue()))

export const readAwaitingPrices = (file = AWAITING_PRICES_FILE): AwaitingPrice[] => readJson(file, awaitingPricesSchema)

function listPriceChanges(entry: ListPrice) {
  const record = { id: entry.channel, ...dataSetPriceRecord({ ...entry, compounded: false }, entry.price) }
  const today = todayIso()
  return datedPriceRecord(record, entry.price, today)
    .history.filter((change) => isPublicPriceChange({ ...change, correctedAt: null }))
    .map((change) => trackedChange(change, entry.channel, null))
}

/** The price alerts read these here too: list prices have no price_history rows. */
export const listPriceRecord = (countryCode?: string) =>
  readListPrices()
    .filter((entry) => !countryCode || entry.country === countryCode)
    .flatMap(listPriceChanges)

async function trackedChanges(countryCode?: CountryCode): Promise<(TrackedChange & { country: string })[]> {
  const db = getDb()
  const [rows, listed] = await Promise.all([
    db
      .select({ history: priceHistory, name: providers.name, slug: providers.slug, isSample: providers.isSample })
      .from(priceHistory)
      .innerJoin(providers, eq(providers.id, priceHistory.providerId))
      .where(countryCode ? eq(priceHistory.countryCode, countryCode) : undefined)
      // Same-day changes keep the order they were made in (the last is current).
      .orderBy(asc(priceHistory.changedAt)),
    db
      .select({ slug: providers.slug, country: countries.code })
      .from(countryProviders)
      .innerJoin(countries, eq(countries.id, countryProviders.countryId))
      .innerJoin(providers, eq(providers.id, countryProviders.providerId))
      .where(eq(countryProviders.isAvailable, true)),
  ])
  const listedIn = new Set(listed.map((row) => `${row.country} ${row.slug}`))
  const programs = rows.flatMap(({ history, name, slug, isSample }) => {
    if (!isPublicPriceChange(history)) return []
    const channel = isSample ? `${name} (sample)` : name
    const channelSlug = listedIn.has(`${history.countryCode} ${slug}`) ? slug : null
    const correctedOn = history.correctsId ? isoDay(history.changedAt) : null
    return [trackedChange(history, channel, channelSlug, correctedOn)]
  })
  return [...programs, ...listPriceRecord(countryCode)].sort((a, b) => b.date.localeCompare(a.date))
}

export type PriceTracker = {
  products: TrackedProduct[]
  lastChecked: Record<string, string>
  awaiting: AwaitingPrice[]
}

export const getPriceTracker = cacheByValue(
  unstable_cache(
    async ({ countryCode }: { countryCode: CountryCode }): Promise<PriceTracker> => {
      const changes = await trackedChanges(countryCode)
      const current = await getDb().select({ id: providers.id }).from(providers)
      const figures = await publicFigures(
        getDb(),
        current.map((row) => row.id),
      )
      const lastChecked: Record<string, string> = {}
      const checked = (key: string, day: string) => {
        if (!lastChecked[key] || lastChecked[key] < day) lastChecked[key] = day
      }
      for (const price of [...figures.values()]
        .flatMap((own) => own.prices)
        .filter((candidate) => candidate.country === countryCode))
        checked(productKey(price), price.source.checked)
      for (const entry of readListPrices().filter((candidate) => candidate.country === countryCode))
        checked(productKey({ ...entry, compounded: false }), entry.price.source.checked)
      return {
        products: trackProducts(changes),
        lastChecked,
        awaiting: readAwaitingPrices().filter((entry) => entry.country === countryCode),
      }
    },
    ['price-tracker'],
    { tags: [TAGS.providers], revalidate: REVALIDATE_SECONDS },
  ),
)

export const getOpenPriceRecord = unstable_cache(async () => trackedChanges(), ['open-price-record'], {
  tags: [TAGS.providers],
  revalidate: REVALIDATE_SECONDS,
})
export type OpenPriceChange = Awaited<ReturnType<typeof getOpenPriceRecord>>[number]
