/**
 * The site's default seed is the sourced data set (content/providers), and every figure it stores carries
 * the URL it was read from and that source's own date (SOURCING.md).
 */
import { count, eq, isNotNull } from 'drizzle-orm'
import { getRankedProviders } from '@/lib/data/providers'
import * as t from '@/lib/db/schema'
import { readProviderDataSet } from '@/lib/db/seed/sourced-providers'
import { createTestDatabase, type TestDatabase } from '../helpers/database'

// The cached readers use Next's data cache, which exists only inside a Next server: outside it they run directly.
jest.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn }))

let database: TestDatabase
const dataSet = readProviderDataSet()

beforeAll(async () => {
  database = await createTestDatabase({ seed: 'sourced' })
})
afterAll(() => database.dispose())

const isoDate = /^\d{4}-\d{2}-\d{2}$/

it('loads every program of the data set, and no fixture', async () => {
  const rows = await database.db.select({ slug: t.providers.slug, websiteUrl: t.providers.websiteUrl, isSample: t.providers.isSample }).from(t.providers)
  expect(rows.map((row) => row.slug).sort()).toEqual(dataSet.map((program) => program.slug).sort())
  for (const row of rows) {
    expect(row.isSample).toBe(false)
    expect(new URL(row.websiteUrl).hostname.endsWith('.example')).toBe(false)
  }
})

it('stores every price of the data set, alternatives included', async () => {
  const [stored] = await database.db.select({ n: count() }).from(t.providerPrices)
  const expected = dataSet.flatMap((program) => program.offers.flatMap((offer) => offer.prices.flatMap((price) => [price, ...(price.alternatives ?? [])])))
  expect(stored.n).toBe(expected.length)
  expect(expected.length).toBeGreaterThan(0)
})

it('finds a source URL and the source’s own date behind every stored price and fact', async () => {
  const prices = await database.db.select({ checkedOn: t.providerPrices.checkedOn, source: t.sources }).from(t.providerPrices).innerJoin(t.sources, eq(t.sources.id, t.providerPrices.sourceId))
  const facts = await database.db.select({ checkedOn: t.providerFacts.checkedOn, source: t.sources }).from(t.providerFacts).innerJoin(t.sources, eq(t.sources.id, t.providerFacts.sourceId))
  const [allPrices] = await database.db.select({ n: count() }).from(t.providerPrices)
  const [allFacts] = await database.db.select({ n: count() }).from(t.providerFacts)
  expect(prices).toHaveLength(allPrices.n)
  expect(facts).toHaveLength(allFacts.n)
  for (const { source, checkedOn } of [...prices, ...facts]) {
    expect(new URL(source.url).protocol).toMatch(/^https?:$/)
    expect(source.sourceDate).toMatch(isoDate)
    expect(checkedOn >= source.sourceDate).toBe(true)
  }
})

it('shows a price only with its source and that source’s date, and starts each price’s history with its dated source', async () => {
  for (const country of ['US', 'UK'] as const) {
    for (const view of await getRankedProviders({ countryCode: country, featuredOnly: false })) {
      if (view.advertised) expect({ slug: view.slug, url: view.sourceUrl, date: view.lastVerifiedAt }).toEqual({ slug: view.slug, url: expect.stringMatching(/^https:\/\//), date: expect.stringMatching(isoDate) })
    }
  }
  const history = await database.db.select().from(t.priceHistory)
  const [priced] = await database.db.select({ n: count() }).from(t.providerPrices).where(isNotNull(t.providerPrices.amount))
  const [alternatives] = await database.db.select({ n: count() }).from(t.providerPrices).where(isNotNull(t.providerPrices.alternativeOf))
  expect(history).toHaveLength(priced.n - alternatives.n)
  for (const row of history) expect(row).toMatchObject({ oldAmount: null, sourceUrl: expect.stringMatching(/^https:\/\//), sourceDate: expect.stringMatching(isoDate), changedBy: 'seed' })
})

it('gives no review average or state list that no sourced fact states', async () => {
  const facts = await database.db.select().from(t.providerFacts)
  const rows = await database.db.select({ id: t.providers.id, slug: t.providers.slug }).from(t.providers)
  for (const view of await getRankedProviders({ countryCode: 'US', featuredOnly: false })) {
    const mine = facts.filter((fact) => fact.providerId === rows.find((row) => row.slug === view.slug)!.id)
    const review = (site: string) => mine.find((fact) => fact.kind === 'review' && fact.value.site === site)?.value.average ?? null
    expect({ slug: view.slug, google: view.googleScore, trustpilot: view.trustpilotScore }).toEqual({ slug: view.slug, google: review('google'), trustpilot: review('trustpilot') })
    expect(view.statesPublished === null).toBe(!mine.some((fact) => fact.kind === 'states'))
  }
  // Every vote count the site could show is a sourced review count.
  const reviews = await database.db.select().from(t.providerFacts).where(eq(t.providerFacts.kind, 'review'))
  for (const review of reviews) expect(Number.isInteger(review.value.count)).toBe(true)
})

it('keeps another source’s figure beside the primary one, never in its place', async () => {
  const alternatives = await database.db.select().from(t.providerPrices).where(isNotNull(t.providerPrices.alternativeOf))
  const expected = dataSet.flatMap((program) => program.offers.flatMap((offer) => offer.prices.flatMap((price) => price.alternatives ?? [])))
  expect(alternatives).toHaveLength(expected.length)
  for (const alternative of alternatives) {
    const [primary] = await database.db.select().from(t.providerPrices).where(eq(t.providerPrices.id, alternative.alternativeOf!))
    expect(primary.alternativeOf).toBeNull()
  }
})
