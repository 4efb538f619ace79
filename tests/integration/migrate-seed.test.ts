import { count, eq } from 'drizzle-orm'
import { COUNTRIES } from '@/config/countries'
import { fixtureProviderSeeds, SAMPLE_PROVIDERS } from '../fixtures/providers'
import { seedDatabase } from '@/lib/db/seed'
import { readFigures } from '@/lib/db/figures'
import * as t from '@/lib/db/schema'
import { programVialScore } from '@/lib/domain/provider-figures'
import { createTestDatabase, type TestDatabase } from '../helpers/database'

let database: TestDatabase
/** The tests' fictional providers (the site's default, the sourced set, is tested in sourced-seed.test.ts). */
const seed = () => seedDatabase(database.db, { providers: fixtureProviderSeeds() })

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.dispose())

async function counts() {
  const db = database.db
  const [countries] = await db.select({ n: count() }).from(t.countries)
  const [providers] = await db.select({ n: count() }).from(t.providers)
  const [links] = await db.select({ n: count() }).from(t.countryProviders)
  const [cards] = await db.select({ n: count() }).from(t.providerCardContent)
  const [posts] = await db.select({ n: count() }).from(t.blogPosts)
  const [keywords] = await db.select({ n: count() }).from(t.trendingKeywords)
  const [content] = await db.select({ n: count() }).from(t.siteContent)
  const [prices] = await db.select({ n: count() }).from(t.providerPrices)
  const [history] = await db.select({ n: count() }).from(t.priceHistory)
  return {
    countries: countries.n,
    providers: providers.n,
    links: links.n,
    cards: cards.n,
    posts: posts.n,
    keywords: keywords.n,
    content: content.n,
    prices: prices.n,
    history: history.n,
  }
}

describe('migrations and seed', () => {
  it('creates every table empty', async () => {
    expect(await counts()).toEqual({
      countries: 0,
      providers: 0,
      links: 0,
      cards: 0,
      posts: 0,
      keywords: 0,
      content: 0,
      prices: 0,
      history: 0,
    })
  })

  it('seeds the registry’s countries, the fixture providers and the content', async () => {
    await seed()
    const after = await counts()
    expect(after.countries).toBe(COUNTRIES.length)
    expect(after.providers).toBe(SAMPLE_PROVIDERS.length)
    expect(after.providers).toBeGreaterThanOrEqual(8)
    expect(after.providers).toBeLessThanOrEqual(12)
    expect(after.links).toBe(SAMPLE_PROVIDERS.length * COUNTRIES.length)
    expect(after.cards).toBe(SAMPLE_PROVIDERS.length)
    expect(after.posts).toBeGreaterThanOrEqual(3)

    const countryRows = await database.db.select().from(t.countries).orderBy(t.countries.id)
    expect(countryRows).toEqual(COUNTRIES.map(({ id, code }) => ({ id, code, isActive: true })))

    const hero = await database.db.select().from(t.siteContent).where(eq(t.siteContent.key, 'hero_title_seo'))
    expect(hero[0]?.content).toBeTruthy()
    const drafts = await database.db.select().from(t.blogPosts).where(eq(t.blogPosts.published, false))
    expect(drafts.length).toBe(1)
  })

  it('marks every seeded provider as sample data; its figures cite a dated page of its own .example site and score it in full', async () => {
    const rows = await database.db.select().from(t.providers)
    const figures = await readFigures(database.db)
    for (const row of rows) {
      expect(row.isSample).toBe(true)
      expect(new URL(row.websiteUrl).hostname.endsWith('.example')).toBe(true)
      const own = figures.get(row.id)!
      for (const figure of [...own.prices, ...own.facts]) {
        expect(new URL(figure.source.url).hostname).toBe(new URL(row.websiteUrl).hostname)
        expect(figure.source.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      }
      const score = programVialScore(own)
      expect(score.partial).toBe(false)
      expect(score.score).toBeGreaterThan(0)
    }
  })

  it('carries the fixed price table on one provider, as sourced prices that start its history', async () => {
    const rows = await database.db.select().from(t.providers)
    const figures = await readFigures(database.db)
    const table = (id: string, medication: string) =>
      Object.fromEntries(
        figures
          .get(id)!
          .prices.filter((price) => price.country === 'US' && price.medication === medication)
          .map((price) => [price.dose, price.amount]),
      )
    const fixed = rows.filter(
      (row) => table(row.id, 'semaglutide')['0.25mg'] === 199 && table(row.id, 'tirzepatide')['15mg'] === 499,
    )
    expect(fixed).toHaveLength(1)
    expect(table(fixed[0].id, 'semaglutide')).toEqual({
      '0.25mg': 199,
      '0.5mg': 249,
      '1mg': 299,
      '1.7mg': 349,
      '2.4mg': 399,
    })
    expect(table(fixed[0].id, 'tirzepatide')).toEqual({
      '2.5mg': 249,
      '5mg': 299,
      '7.5mg': 349,
      '10mg': 399,
      '12.5mg': 449,
      '15mg': 499,
    })
    expect(Object.keys(fixed[0].affiliateParams).length).toBeGreaterThan(0)
    const history = await database.db.select().from(t.priceHistory).where(eq(t.priceHistory.providerId, fixed[0].id))
    expect(history).toHaveLength(figures.get(fixed[0].id)!.prices.length)
  })

  it('is idempotent: a second seed adds nothing', async () => {
    const before = await counts()
    await seed()
    expect(await counts()).toEqual(before)
  })

  it('keeps an editor’s change when seeding again', async () => {
    await database.db
      .update(t.siteContent)
      .set({ content: 'Edited hero' })
      .where(eq(t.siteContent.key, 'hero_title_seo'))
    await seed()
    const [hero] = await database.db.select().from(t.siteContent).where(eq(t.siteContent.key, 'hero_title_seo'))
    expect(hero.content).toBe('Edited hero')
  })

  it('stores subscription emails lower-cased only, one row per address', async () => {
    await expect(
      database.db.insert(t.emailSubscriptions).values({ email: 'Mixed@Example.com', unsubscribeToken: 'token-1' }),
    ).rejects.toThrow()
    await database.db.insert(t.emailSubscriptions).values({ email: 'mixed@example.com', unsubscribeToken: 'token-2' })
    await expect(
      database.db.insert(t.emailSubscriptions).values({ email: 'mixed@example.com', unsubscribeToken: 'token-3' }),
    ).rejects.toThrow()
  })
})
