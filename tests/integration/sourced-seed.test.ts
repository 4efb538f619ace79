/**
 * The site's default seed is the sourced data set (content/providers), and every figure it stores carries
 * the URL it was read from and that source's own date (issue 16, SOURCING.md).
 */
import { count, eq, isNotNull } from 'drizzle-orm'
import * as t from '@/lib/db/schema'
import { readProviderDataSet } from '@/lib/db/seed/sourced-providers'
import { createTestDatabase, type TestDatabase } from '../helpers/database'

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
  const prices = await database.db.select({ id: t.providerPrices.id, source: t.sources }).from(t.providerPrices).innerJoin(t.sources, eq(t.sources.id, t.providerPrices.sourceId))
  const facts = await database.db.select({ id: t.providerFacts.id, source: t.sources }).from(t.providerFacts).innerJoin(t.sources, eq(t.sources.id, t.providerFacts.sourceId))
  const [allPrices] = await database.db.select({ n: count() }).from(t.providerPrices)
  const [allFacts] = await database.db.select({ n: count() }).from(t.providerFacts)
  expect(prices).toHaveLength(allPrices.n)
  expect(facts).toHaveLength(allFacts.n)
  for (const { source } of [...prices, ...facts]) {
    expect(new URL(source.url).protocol).toMatch(/^https?:$/)
    expect(source.sourceDate).toMatch(isoDate)
    expect(source.checkedOn >= source.sourceDate).toBe(true)
  }
})

it('shows a price on a provider row only with its source and that source’s date', async () => {
  const rows = await database.db.select().from(t.providers)
  for (const row of rows) {
    const priced = Object.keys(row.semaglutidePrices).length + Object.keys(row.tirzepatidePrices).length > 0
    if (priced || !row.priceNotPublished) {
      expect(row.sourceUrl).toMatch(/^https:\/\//)
      expect(row.lastVerifiedAt).toMatch(isoDate)
    }
    if (row.priceNotPublished) expect(priced).toBe(false)
  }
  const links = await database.db.select().from(t.countryProviders).where(eq(t.countryProviders.isAvailable, true))
  for (const link of links) {
    const local = Object.keys(link.localPricing.semaglutide ?? {}).length + Object.keys(link.localPricing.tirzepatide ?? {}).length
    if (local > 0) expect({ url: link.sourceUrl, date: link.lastVerifiedAt }).toEqual({ url: expect.stringMatching(/^https:\/\//), date: expect.stringMatching(isoDate) })
  }
})

it('holds no review average or state list without a sourced fact behind it', async () => {
  const rows = await database.db.select().from(t.providers)
  const facts = await database.db.select().from(t.providerFacts)
  for (const row of rows) {
    const mine = facts.filter((fact) => fact.providerId === row.id)
    for (const site of ['google', 'trustpilot'] as const) {
      const score = site === 'google' ? row.googleScore : row.trustpilotScore
      const review = mine.find((fact) => fact.kind === 'review' && fact.value.site === site)
      expect({ slug: row.slug, site, score }).toEqual({ slug: row.slug, site, score: review ? review.value.average : null })
    }
    if (row.statesKnown) expect(mine.some((fact) => fact.kind === 'states')).toBe(true)
    else expect(row.states).toEqual([])
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
