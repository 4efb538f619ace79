/**
 * The site's default seed is the sourced data set (content/providers), and every figure it stores carries
 * the URL it was read from and that source's own date, so a visitor can check it and see how old it is.
 */
import { and, count, eq, isNotNull, isNull, or } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { getOpenPriceRecord, getPriceTracker } from '@/lib/data/price-tracker'
import { getRankedProviders } from '@/lib/data/providers'
import { medicineCatalogue } from '@/lib/content/medications'
import * as t from '@/lib/db/schema'
import { providerDataSchema } from '@/lib/validation/provider-data'
import { seedDatabase } from '@/lib/db/seed'
import { readProviderDataSet, toProviderSeed } from '@/lib/db/seed/sourced-providers'
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
const today = new Date().toISOString().slice(0, 10)
/** A price the seed stores as current: any but an offer whose end date (`until`) has passed, which is history only. */
const isCurrent = (price: { until?: string | null }) => !price.until || price.until >= today

it('loads every program of the data set, and no fixture', async () => {
  const rows = await database.db
    .select({ slug: t.providers.slug, websiteUrl: t.providers.websiteUrl, isSample: t.providers.isSample })
    .from(t.providers)
  expect(rows.map((row) => row.slug).sort()).toEqual(dataSet.map((program) => program.slug).sort())
  for (const row of rows) {
    expect(row.isSample).toBe(false)
    expect(new URL(row.websiteUrl).hostname.endsWith('.example')).toBe(false)
  }
})

it('stores every price of the data set, alternatives included', async () => {
  const [stored] = await database.db.select({ n: count() }).from(t.providerPrices)
  const expected = dataSet.flatMap((program) =>
    program.offers.flatMap((offer) =>
      offer.prices.filter(isCurrent).flatMap((price) => [price, ...(price.alternatives ?? [])]),
    ),
  )
  expect(stored.n).toBe(expected.length)
  expect(expected.length).toBeGreaterThan(0)
})

it('finds a source URL and the source’s own date behind every stored price and fact', async () => {
  const prices = await database.db
    .select({ checkedOn: t.providerPrices.checkedOn, source: t.sources })
    .from(t.providerPrices)
    .innerJoin(t.sources, eq(t.sources.id, t.providerPrices.sourceId))
  const facts = await database.db
    .select({ checkedOn: t.providerFacts.checkedOn, source: t.sources })
    .from(t.providerFacts)
    .innerJoin(t.sources, eq(t.sources.id, t.providerFacts.sourceId))
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

it('shows a price only with its source and that source’s date, and records each price’s history: its earlier amounts, then its own', async () => {
  for (const country of ['US', 'UK'] as const) {
    for (const view of await getRankedProviders({ countryCode: country, featuredOnly: false })) {
      if (view.advertised)
        expect({ slug: view.slug, url: view.sourceUrl, date: view.lastVerifiedAt }).toEqual({
          slug: view.slug,
          url: expect.stringMatching(/^https:\/\//),
          date: expect.stringMatching(isoDate),
        })
    }
  }
  const history = await database.db.select().from(t.priceHistory)
  const priced = dataSet.flatMap((program) =>
    program.offers.flatMap((offer) => offer.prices.filter((price) => price.amount !== null)),
  )
  // An offer whose end date has passed adds one more row: its end.
  expect(history).toHaveLength(
    priced.reduce((rows, price) => rows + 1 + (price.history ?? []).length + (isCurrent(price) ? 0 : 1), 0),
  )
  const [primaries] = await database.db
    .select({ n: count() })
    .from(t.providerPrices)
    .where(and(isNotNull(t.providerPrices.amount), isNull(t.providerPrices.alternativeOf)))
  // Each price's record starts once (no earlier amount), and every row is the seed's; an ended offer's rows name no price.
  const starts = history.filter((row) => row.oldAmount === null)
  const ended = priced.filter((price) => !isCurrent(price)).length
  expect(new Set(starts.filter((row) => row.priceId !== null).map((row) => row.priceId)).size).toBe(primaries.n)
  expect(starts.filter((row) => row.priceId === null)).toHaveLength(ended)
  expect(starts).toHaveLength(primaries.n + ended)
  for (const row of history) expect(row.changedBy).toBe('seed')
})

/**
 * The review and state-list rule, on the database the data layer reads now, for `programs` (the data set it was
 * seeded from): every US program shows the review average of each site that a sourced fact gives, and none
 * other; it lists states only where a fact states them; and each stored review is one of the data set's,
 * with its count. Returns what it checked, for the callers' preconditions.
 */
async function expectReviewsAndStatesFromFacts(db: TestDatabase['db'], programs: typeof dataSet) {
  const facts = await db.select().from(t.providerFacts)
  const rows = await db.select({ id: t.providers.id, slug: t.providers.slug }).from(t.providers)
  const views = await getRankedProviders({ countryCode: 'US', featuredOnly: false })
  for (const view of views) {
    const mine = facts.filter((fact) => fact.providerId === rows.find((row) => row.slug === view.slug)!.id)
    const review = (site: string) =>
      mine.find((fact) => fact.kind === 'review' && fact.value.site === site)?.value.average ?? null
    expect({ slug: view.slug, google: view.googleScore, trustpilot: view.trustpilotScore }).toEqual({
      slug: view.slug,
      google: review('google'),
      trustpilot: review('trustpilot'),
    })
    expect(view.statesPublished === null).toBe(!mine.some((fact) => fact.kind === 'states'))
  }
  // Every vote count the site could show is a sourced review count: the stored reviews are the data set's.
  const reviews = facts.filter((fact) => fact.kind === 'review')
  const slugOf = (providerId: string) => rows.find((row) => row.id === providerId)!.slug
  const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key)
  expect(
    reviews.map(({ providerId, value }) => ({ key: `${slugOf(providerId)} ${value.site}`, ...value })).sort(byKey),
  ).toEqual(
    programs
      .flatMap((program) =>
        program.reviews.map(({ site, average, count }) => ({ key: `${program.slug} ${site}`, site, average, count })),
      )
      .sort(byKey),
  )
  for (const review of reviews) expect(Number.isInteger(review.value.count)).toBe(true)
  return { views, reviews }
}

// The data set holds no review and no state list yet (content/providers/README.md): on it, the rule can only
// find none shown. The copy of the data set at the end of this file adds them, so the rule also meets figures
// it must show.
it('gives no review average or state list that no sourced fact states', async () => {
  const { views } = await expectReviewsAndStatesFromFacts(database.db, dataSet)
  expect(views.length).toBeGreaterThan(0)
})

it('keeps another source’s figure beside the primary one, never in its place', async () => {
  const alternatives = await database.db
    .select()
    .from(t.providerPrices)
    .where(isNotNull(t.providerPrices.alternativeOf))
  const expected = dataSet.flatMap((program) =>
    program.offers.flatMap((offer) => offer.prices.flatMap((price) => price.alternatives ?? [])),
  )
  expect(alternatives).toHaveLength(expected.length)
  for (const alternative of alternatives) {
    const [primary] = await database.db
      .select()
      .from(t.providerPrices)
      .where(eq(t.providerPrices.id, alternative.alternativeOf!))
    expect(primary.alternativeOf).toBeNull()
  }
})

it('cites both statements behind every channel price: the maker’s price and its statement naming the channel, each with URL and date', async () => {
  const via = alias(t.sources, 'via')
  const channelPrices = await database.db
    .select({ price: t.providerPrices, source: t.sources, via })
    .from(t.providerPrices)
    .innerJoin(t.sources, eq(t.sources.id, t.providerPrices.sourceId))
    .leftJoin(via, eq(via.id, t.providerPrices.viaSourceId))
    .where(or(isNotNull(t.providerPrices.viaSourceId), isNotNull(t.providerPrices.viaWhere)))
  const expected = dataSet.flatMap((program) =>
    program.offers.flatMap((offer) => offer.prices.filter((price) => price.via && isCurrent(price))),
  )
  expect(channelPrices).toHaveLength(expected.length)
  expect(channelPrices.length).toBeGreaterThan(0)
  for (const { price, source, via: statement } of channelPrices) {
    expect({
      id: price.id,
      source: { url: source.url, date: source.sourceDate },
      via: statement && { url: statement.url, date: statement.sourceDate },
      where: price.viaWhere,
    }).toEqual({
      id: price.id,
      source: { url: expect.stringMatching(/^https:\/\//), date: expect.stringMatching(isoDate) },
      via: { url: expect.stringMatching(/^https:\/\//), date: expect.stringMatching(isoDate) },
      where: expect.stringMatching(/\S/),
    })
  }
})

it('dates every price history row by its source: a URL and that source’s date', async () => {
  const history = await database.db.select().from(t.priceHistory)
  expect(history.length).toBeGreaterThan(0)
  for (const row of history) {
    expect({ id: row.id, url: row.sourceUrl, date: row.sourceDate }).toEqual({
      id: row.id,
      url: expect.stringMatching(/^https:\/\//),
      date: expect.stringMatching(isoDate),
    })
  }
  // The data set's earlier amounts are on the record, not only each price's first appearance.
  expect(history.some((row) => row.oldAmount !== null)).toBe(true)
})

it('holds at least 8 US programs with a sourced price for a medicine', async () => {
  const programs = await database.db
    .selectDistinct({ slug: t.providers.slug })
    .from(t.providers)
    .innerJoin(
      t.countryProviders,
      and(eq(t.countryProviders.providerId, t.providers.id), eq(t.countryProviders.isAvailable, true)),
    )
    .innerJoin(t.countries, and(eq(t.countries.id, t.countryProviders.countryId), eq(t.countries.code, 'US')))
    .innerJoin(
      t.providerPrices,
      and(
        eq(t.providerPrices.providerId, t.providers.id),
        eq(t.providerPrices.countryCode, 'US'),
        isNotNull(t.providerPrices.amount),
      ),
    )
    .innerJoin(t.sources, eq(t.sources.id, t.providerPrices.sourceId))
    .where(and(eq(t.providers.isSample, false), isNotNull(t.sources.url), isNotNull(t.sources.sourceDate)))
  expect(programs.length).toBeGreaterThanOrEqual(8)
})

it('gives the price tracker and the open price record dated, sourced changes from 2025, each country its own', async () => {
  const record = await getOpenPriceRecord()
  expect(record.filter((change) => change.date.startsWith('2025-')).length).toBeGreaterThan(0)
  for (const change of record)
    expect({ url: change.sourceUrl, date: change.sourceDate }).toEqual({
      url: expect.stringMatching(/^https:\/\//),
      date: expect.stringMatching(isoDate),
    })

  const us = await getPriceTracker({ countryCode: 'US' })
  const usChanges = us.products.flatMap((product) => product.rows)
  expect(usChanges.some((change) => change.date.startsWith('2025-'))).toBe(true)
  expect(new Set(us.products.map((product) => product.currency))).toEqual(new Set(['USD']))
  const uk = await getPriceTracker({ countryCode: 'UK' })
  expect(new Set(uk.products.map((product) => product.currency))).toEqual(new Set(['GBP']))
  // The UK's Mounjaro list price rose on 1 September 2025.
  expect(
    uk.products
      .flatMap((product) => product.rows)
      .some((change) => change.brand === 'Mounjaro' && change.date === '2025-09-01' && change.oldAmount !== null),
  ).toBe(true)
})

it('ranks the default seed’s US programs: scored first by score, then by lowest all-in monthly cost, programs with no dated price last', async () => {
  const views = await getRankedProviders({ countryCode: 'US', featuredOnly: false })
  const group = (view: (typeof views)[number]) =>
    view.rating !== null
      ? 0
      : view.costs?.offers.some((offer) => offer.prices.some((price) => price.amount !== null))
        ? 1
        : 2
  const groups = views.map(group)
  expect(groups).toEqual([...groups].sort())
  const ratings = views.filter((view) => group(view) === 0).map((view) => view.rating!)
  expect(ratings).toEqual([...ratings].sort((a, b) => b - a))
  const costs = views
    .filter((view) => group(view) === 1)
    .map((view) => view.costs?.lowestTrueMonthly?.amount ?? Infinity)
  expect(costs).toEqual([...costs].sort((a, b) => a - b))
  const unpriced = views.filter((view) => group(view) === 2).map((view) => view.name)
  expect(unpriced).toEqual([...unpriced].sort((a, b) => a.localeCompare(b)))
  for (const view of views.filter((candidate) => candidate.card.badgeText === 'Best Overall'))
    expect({ slug: view.slug, rating: view.rating }).toEqual({ slug: view.slug, rating: expect.any(Number) })
})

/**
 * The 'Price not published' rule for `programs` (the data set the database was seeded from), in every country:
 * a program says it, and scores pricing transparency 0, exactly where a dated source says it publishes no
 * price. Returns the views it checked, for the callers' preconditions.
 */
async function expectNotPublishedOnlyWhereSaid(programs: typeof dataSet) {
  const saysSo = programs.filter((program) => program.pricesNotPublished).map((program) => program.slug)
  const views = []
  for (const country of ['US', 'UK'] as const) {
    for (const view of await getRankedProviders({ countryCode: country, featuredOnly: false })) {
      const expected = saysSo.includes(view.slug)
      expect({
        slug: view.slug,
        notPublished: view.priceNotPublished,
        zero: view.vialScore.components.pricingTransparency === 0,
      }).toEqual({ slug: view.slug, notPublished: expected, zero: expected })
      views.push(view)
    }
  }
  return views
}

// The data set holds no such statement yet (content/providers/README.md): on it, the rule can only find none shown.
// The copy of the data set below adds one, so the rule also meets a program that must say it.
it('says "Price not published" and scores pricing transparency 0 only where a dated source says so', async () => {
  const views = await expectNotPublishedOnlyWhereSaid(dataSet)
  // Every program of the data set was checked: each is listed in its one country.
  expect(views.map((view) => view.slug).sort()).toEqual(dataSet.map((program) => program.slug).sort())
})

describe('with the figures the data set holds none of yet: review averages, a state list and a "publishes no price" statement', () => {
  /** A fictional page (reserved .example address) dated like a data-set source: only these tests cite it. */
  const page = (kind: string, slug: string) => ({
    url: `https://${kind}.example/${slug}`,
    title: `${slug}: ${kind}`,
    publisher: kind,
    date: '2026-10-01',
    dateKind: 'updated' as const,
    where: 'Page header',
    checked: '2026-10-02',
    observedBy: null,
    observerUrl: null,
  })
  const [reviewed, trustpilotOnly] = dataSet.filter((program) => program.country === 'US')
  const unpublished = dataSet.find((program) => program.country === 'UK')!
  const changed = new Map<string, unknown>([
    [
      reviewed.slug,
      {
        ...reviewed,
        states: { value: ['Ohio', 'Texas'], source: page('states', reviewed.slug) },
        reviews: [
          { site: 'google', average: 4.6, count: 812, source: page('google-reviews', reviewed.slug) },
          { site: 'trustpilot', average: 3.9, count: 1204, source: page('trustpilot-reviews', reviewed.slug) },
        ],
      },
    ],
    [
      trustpilotOnly.slug,
      {
        ...trustpilotOnly,
        reviews: [
          { site: 'trustpilot', average: 4.2, count: 57, source: page('trustpilot-reviews', trustpilotOnly.slug) },
        ],
      },
    ],
    [
      unpublished.slug,
      {
        ...unpublished,
        offers: [],
        pricesNotPublished: {
          note: 'Prices are given only after a consultation.',
          source: page('price-statement', unpublished.slug),
        },
      },
    ],
  ])
  // Each changed program is a valid data-set file, and is seeded as the site's seed seeds the data set.
  const schema = providerDataSchema(medicineCatalogue())
  const programs = dataSet.map((program) => schema.parse(changed.get(program.slug) ?? program))
  let copy: TestDatabase

  beforeAll(async () => {
    copy = await createTestDatabase()
    await seedDatabase(copy.db, { providers: programs.map(toProviderSeed) })
  })
  afterAll(() => copy.dispose())

  it('shows each sourced review average under its own site and the sourced state list, and none where no fact is sourced', async () => {
    const { views, reviews } = await expectReviewsAndStatesFromFacts(copy.db, programs)
    expect(reviews).toHaveLength(3)
    const shown = (slug: string) => {
      const view = views.find((candidate) => candidate.slug === slug)!
      return { google: view.googleScore, trustpilot: view.trustpilotScore, states: view.statesPublished }
    }
    expect(shown(reviewed.slug)).toEqual({ google: 4.6, trustpilot: 3.9, states: ['Ohio', 'Texas'] })
    expect(shown(trustpilotOnly.slug)).toEqual({ google: null, trustpilot: 4.2, states: null })
  })

  it('says "Price not published" and scores pricing transparency 0 where the dated statement says so', async () => {
    const views = await expectNotPublishedOnlyWhereSaid(programs)
    expect(views.filter((view) => view.priceNotPublished).map((view) => view.slug)).toEqual([unpublished.slug])
  })
})
