/**
 * Every admin server action (each export of lib/admin/actions/*.ts) and admin route handler
 * (app/api/admin/**\/route.ts) is found from the code and called three times: with no session, with a
 * signed-in non-admin, and with an admin. Only the admin succeeds, and the refused calls change nothing.
 * A new action or route without valid input listed here fails this suite.
 */
import fs from 'node:fs'
import path from 'node:path'
import { count, eq, sql } from 'drizzle-orm'
import { createAdminAccount } from '@/lib/admin/accounts'
import { signInAdmin } from '@/lib/actions/admin-session'
import * as schema from '@/lib/db/schema'
import { env } from '@/lib/env'
import { setRateLimitStore } from '@/lib/rate-limit'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { currentHeaders, resetRequest } from '../helpers/request-state'

jest.mock('next/headers', () => require('../helpers/admin-mocks').nextHeaders)
jest.mock('next/cache', () => require('../helpers/admin-mocks').nextCache)

const ROOT = path.resolve(__dirname, '../..')
const ADMIN = { email: 'admin@vialscore.test', password: 'a-long-admin-password' }
const USER = { email: 'user@vialscore.test', password: 'a-long-user-password' }

type Action = (state: null, input: unknown) => Promise<{ ok: boolean; error?: string }>

function findActions(): Record<string, Action> {
  const dir = path.join(ROOT, 'lib/admin/actions')
  const actions: Record<string, Action> = {}
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const exported = require(path.join(dir, file)) as Record<string, unknown>
    for (const [name, value] of Object.entries(exported))
      if (typeof value === 'function') actions[`${file}:${name}`] = value as Action
  }
  return actions
}

function findAdminRoutes(): string[] {
  const base = path.join(ROOT, 'app/api/admin')
  if (!fs.existsSync(base)) return []
  return (fs.readdirSync(base, { recursive: true }) as string[])
    .filter((f) => f.endsWith('route.ts'))
    .map((f) => path.join(base, f))
}

let database: TestDatabase
const ids: Record<string, string> = {}

/** Valid input for each action, as an admin would send it. */
function validInputs(): Record<string, () => unknown> {
  return {
    'providers.ts:saveProviderAction': () => ({
      name: 'Authz Health',
      websiteUrl: 'https://authz-health.example',
      uk_isAvailable: 'on',
    }),
    'providers.ts:deleteProviderAction': () => ({ id: ids.provider }),
    // A draft of the provider that stays, then discarded.
    'providers.ts:saveProviderDraftAction': () => ({
      id: ids.checkedProvider,
      name: 'Authz Draft',
      websiteUrl: 'https://authz-draft.example',
    }),
    'providers.ts:discardProviderDraftAction': () => ({ id: ids.checkedProvider }),
    // A one-provider file (a new slug each call, so every call has a change to preview; confirmed, it is audited).
    'provider-import.ts:importProvidersAction': () => ({
      format: 'json',
      fileName: 'authz.json',
      content: JSON.stringify({ providers: [importedProvider()] }),
    }),
    'stale-figures.ts:markFigureCheckedAction': () => ({
      ref: `price:${ids.checkedPrice}`,
      sourceUrl: 'https://authz.example/prices',
      sourceDate: '2026-11-01',
    }),
    // Every figure citing the page 'Mark checked' moved the price onto.
    'stale-figures.ts:recheckSourceGroupAction': () => ({
      sourceUrl: 'https://authz.example/prices',
      sourceDate: '2026-11-01',
    }),
    // A new price and a new fee each call; one seeded price removed, another marked checked.
    'provider-figures.ts:savePriceAction': () => ({
      providerId: ids.checkedProvider,
      country: 'US',
      product: 'zepbound',
      form: 'vial',
      dose: '2.5mg',
      steps: '2.5mg',
      amount: '299',
      per: 'month',
      kind: 'standard',
      ...FIGURE_SOURCE,
    }),
    'provider-figures.ts:saveFactAction': () => ({
      providerId: ids.checkedProvider,
      kind: 'fee',
      feeKind: 'lab',
      amount: '25',
      currency: 'USD',
      period: 'one-time',
      ...FIGURE_SOURCE,
    }),
    'provider-figures.ts:removeFigureAction': () => ({
      providerId: ids.checkedProvider,
      id: ids.removedPrice,
      figure: 'price',
    }),
    'provider-figures.ts:removeMistakenPriceAction': () => ({
      providerId: ids.checkedProvider,
      id: ids.mistakenPrice,
      figure: 'price',
    }),
    'provider-figures.ts:markFigureCheckedTodayAction': () => ({
      providerId: ids.checkedProvider,
      id: ids.checkedPrice,
      figure: 'price',
    }),
    // The reader's admin: a new watched page, a reading now (the seeded page's host does not answer), and the two
    // review items set up below, one published through the sourced edit and one dismissed.
    'watched-pages.ts:saveWatchedPageAction': () => ({
      providerId: ids.checkedProvider,
      url: 'https://authz.example/watched-new',
      rules: '[]',
      enabled: 'on',
    }),
    'watched-pages.ts:readNowAction': () => ({ pageId: ids.watchedPage }),
    'watched-pages.ts:publishReviewAction': () => ({ reviewId: ids.publishedReview }),
    'watched-pages.ts:dismissReviewAction': () => ({ reviewId: ids.dismissedReview }),
    'keywords.ts:saveKeywordAction': () => ({ keyword: 'authz keyword', searchVolume: '10', trendScore: '20' }),
    'keywords.ts:deleteKeywordAction': () => ({ id: ids.keyword }),
    'subscriptions.ts:deleteSubscriptionAction': () => ({ id: ids.subscription }),
    'newsletter.ts:saveIssueAction': () => ({ subject: 'Authz issue', bodyMarkdown: '## Hello' }),
    'newsletter.ts:generateDigestAction': () => ({}),
    'newsletter.ts:sendTestIssueAction': () => ({ id: ids.issue }),
    // One confirmed subscriber (set up below); the deliveries go to the outbox in the background.
    'newsletter.ts:sendIssueAction': () => ({ id: ids.issue, expectedRecipients: 1 }),
    'newsletter.ts:retryFailedDeliveriesAction': () => ({ id: ids.issue }),
    'price-alerts.ts:retryFailedAlertDeliveriesAction': () => ({}),
    'newsletter.ts:deleteIssueAction': () => ({ id: ids.draftIssue }),
    'site-content.ts:saveSiteContentAction': () => ({
      key: 'hero_title_seo',
      content: 'Changed by an admin',
      isActive: 'on',
    }),
    'submissions.ts:setSubmissionStatusAction': () => ({ id: ids.submission, status: 'reviewed' }),
    'submissions.ts:convertSubmissionAction': () => ({ id: ids.submission }),
    'seo.ts:saveSeoOverrideAction': () => ({
      path: '/uk/providers/authz-page',
      metaTitle: 'Authz title',
      metaDescription: 'Authz description',
    }),
    'seo.ts:deleteSeoOverrideAction': () => ({ id: ids.seoOverride }),
    'cache.ts:clearAllCaches': () => ({}),
    'news.ts:setNewsHiddenAction': () => ({ id: ids.news, hidden: true }),
    // The feeds are unreachable in tests: the refresh succeeds with every feed reported as skipped.
    'news.ts:refreshNewsAction': () => ({}),
    'blog.ts:saveBlogPostAction': () => ({ title: 'Authz post', content: '<p>Body</p>', published: 'on' }),
    'blog.ts:setBlogPostPublishedAction': () => ({ id: ids.post, published: 'false' }),
    'blog.ts:deleteBlogPostAction': () => ({ id: ids.post }),
    'account.ts:changePassword': () => ({
      currentPassword: ADMIN.password,
      newPassword: 'a-new-admin-password',
      confirmPassword: 'a-new-admin-password',
    }),
    // Last: it ends the admin's own session.
    'account.ts:signOutEverywhere': () => ({}),
  }
}

const FIGURE_SOURCE = {
  source_url: 'https://authz.example/prices',
  source_title: 'Prices',
  source_publisher: 'Authz',
  source_date: '2026-11-01',
  source_dateKind: 'updated',
  source_where: 'Price table',
  source_checked: '2026-11-02',
}

let imported = 0
const importedProvider = () => ({
  slug: `authz-import-${++imported}`,
  name: 'Authz Import',
  websiteUrl: 'https://authz-import.example',
  kind: 'telehealth',
  isSample: false,
  countries: [],
  prices: [
    {
      country: 'US',
      medication: 'semaglutide',
      brand: null,
      compounded: true,
      form: 'vial',
      dose: '0.25mg',
      steps: ['0.25mg'],
      amount: 199,
      currency: 'USD',
      per: 'month',
      kind: 'standard',
      source: {
        url: 'https://authz-import.example/prices',
        title: 'Prices',
        publisher: 'Authz Import',
        date: '2026-11-01',
        dateKind: 'updated',
        checked: '2026-11-20',
        where: 'Price table',
        observedBy: null,
        observerUrl: null,
      },
    },
  ],
  facts: [],
})

/** Row counts of every table and a fingerprint of the editable ones: what "nothing changed" means. */
async function fingerprint() {
  const tables = Object.values(schema).filter(
    (value) => value && typeof value === 'object' && Symbol.for('drizzle:IsDrizzleTable') in (value as object),
  )
  const counts: number[] = []
  for (const table of tables)
    counts.push((await database.db.select({ n: count() }).from(table as typeof schema.providers))[0].n)
  const content = await database.db.execute(
    sql`select md5(string_agg(key || content || is_active::text, ',' order by key)) as h from site_content`,
  )
  const statuses = await database.db.execute(
    sql`select md5(string_agg(id::text || status, ',' order by id)) as h from provider_submissions`,
  )
  const posts = await database.db.execute(
    sql`select md5(string_agg(id::text || published::text || title, ',' order by id)) as h from blog_posts`,
  )
  const rows = (result: unknown) => ((result as { rows?: unknown[] }).rows ?? result) as { h: string }[]
  return JSON.stringify({
    counts,
    content: rows(content)[0]?.h,
    statuses: rows(statuses)[0]?.h,
    posts: rows(posts)[0]?.h,
  })
}

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.append(key, value)
  return data
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  // A closed local port: the news refresh reports its one feed as skipped, fast and offline.
  env.NEWS_FEEDS = 'http://127.0.0.1:9/feed.xml'
  setRateLimitStore({ hit: async () => ({ count: 1, resetAt: Date.now() + 60_000 }) })
  await createAdminAccount(ADMIN)
  await createAdminAccount({ ...USER, admin: false })
  // Two providers: one the delete action removes, one whose figures 'Mark checked' re-dates.
  const [provider, checkedProvider] = await database.db.select().from(schema.providers).limit(2)
  const [checkedPrice, removedPrice, mistakenPrice, reviewedPrice] = await database.db
    .select({ id: schema.providerPrices.id, amount: schema.providerPrices.amount })
    .from(schema.providerPrices)
    .where(eq(schema.providerPrices.providerId, checkedProvider.id))
    .limit(4)
  // A watched page on a closed local port, with a reading that found two prices changed.
  const [watchedPage] = await database.db
    .insert(schema.watchedPages)
    .values({ providerId: checkedProvider.id, url: 'http://127.0.0.1:9/authz-prices' })
    .returning()
  const [reading] = await database.db
    .insert(schema.pageReadings)
    .values({ pageId: watchedPage.id, outcome: 'changed' })
    .returning()
  const [publishedReview, dismissedReview] = await database.db
    .insert(schema.priceReviews)
    .values(
      [reviewedPrice, checkedPrice].map((price) => ({
        pageId: watchedPage.id,
        readingId: reading.id,
        priceId: price.id,
        oldAmount: price.amount,
        newAmount: (price.amount ?? 100) - 1,
        context: 'Authz price table',
      })),
    )
    .returning()
  const [keyword] = await database.db.select().from(schema.trendingKeywords).limit(1)
  const [subscription] = await database.db
    .insert(schema.emailSubscriptions)
    .values({ email: 'reader@example.com', unsubscribeToken: 'authz-token-1234567890' })
    .returning()
  const [submission] = await database.db
    .insert(schema.providerSubmissions)
    .values({
      providerName: 'Queued Clinic',
      website: 'https://queued.example',
      contactEmail: 'q@queued.example',
      payload: { providerData: { states: 'Texas' } },
    })
    .returning()
  const [post] = await database.db.select().from(schema.blogPosts).limit(1)
  const [seoOverride] = await database.db
    .insert(schema.seoMetadata)
    .values({ pageType: 'page', pageSlug: 'authz-delete-me', metaTitle: 'To delete' })
    .returning()
  await database.db
    .insert(schema.emailSubscriptions)
    .values({ email: 'confirmed@example.com', unsubscribeToken: 'authz-token-confirmed-123', confirmedAt: new Date() })
  const [issue, draftIssue] = await database.db
    .insert(schema.newsletterIssues)
    .values([
      { subject: 'Authz issue to send', bodyMarkdown: 'Hello', createdBy: ADMIN.email },
      { subject: 'Authz draft to delete', bodyMarkdown: 'Hello', createdBy: ADMIN.email },
    ])
    .returning()
  const [news] = await database.db
    .insert(schema.newsItems)
    .values({
      title: 'Item',
      url: 'https://news.example/item',
      publishedAt: new Date(),
      source: 'Test',
      category: 'Industry',
    })
    .returning()
  Object.assign(ids, {
    provider: provider.id,
    checkedProvider: checkedProvider.id,
    checkedPrice: checkedPrice.id,
    removedPrice: removedPrice.id,
    mistakenPrice: mistakenPrice.id,
    keyword: keyword.id,
    subscription: subscription.id,
    submission: submission.id,
    post: post.id,
    news: news.id,
    seoOverride: seoOverride.id,
    watchedPage: watchedPage.id,
    publishedReview: publishedReview.id,
    dismissedReview: dismissedReview.id,
    issue: issue.id,
    draftIssue: draftIssue.id,
  })
})
afterAll(() => database.dispose())

const actions = findActions()
const routes = findAdminRoutes()

it('finds the admin actions and routes, and has valid input for each action', () => {
  expect(Object.keys(actions).length).toBeGreaterThanOrEqual(10)
  expect(routes.length).toBeGreaterThanOrEqual(1)
  expect(Object.keys(actions).sort()).toEqual(Object.keys(validInputs()).sort())
})

describe.each([
  ['without a session', async () => resetRequest()],
  [
    'with a signed-in non-admin',
    async () => {
      resetRequest()
      // signInAdmin refuses non-admins, so sign the user in through Better Auth directly.
      const { getAuth } = await import('@/lib/auth')
      const response = await (await getAuth()).api.signInEmail({ body: USER, asResponse: true })
      const cookie = response.headers.get('set-cookie')!.split(';')[0]
      const [name, value] = cookie.split('=')
      const { cookieJar } = await import('../helpers/request-state')
      cookieJar().set(name, value)
    },
  ],
])('%s', (_label, enter) => {
  beforeEach(enter)

  it.each(Object.keys(actions))('%s is refused and changes nothing', async (name) => {
    const before = await fingerprint()
    const inputs = validInputs()
    for (const input of [
      inputs[name](),
      form(Object.fromEntries(Object.entries((inputs[name]() ?? {}) as Record<string, string>))),
      {},
      null,
    ]) {
      expect(await actions[name](null, input)).toEqual({ ok: false, error: 'Admin authentication required' })
    }
    expect(await fingerprint()).toBe(before)
  })

  it.each(routes.map((r) => path.relative(ROOT, r)))('%s answers 401', async (route) => {
    const handlers = require(path.join(ROOT, route)) as Record<string, (request: Request) => Promise<Response>>
    for (const [method, handler] of Object.entries(handlers).filter(([key]) =>
      /^(GET|POST|PUT|PATCH|DELETE)$/.test(key),
    )) {
      const response = await handler(new Request(`http://localhost/${route}`, { method, headers: currentHeaders() }))
      expect(response.status).toBe(401)
      expect(await response.json()).toMatchObject({ error: 'Admin authentication required' })
    }
  })
})

describe('with an admin session', () => {
  beforeAll(async () => {
    resetRequest()
    expect(await signInAdmin(null, form(ADMIN))).toMatchObject({ ok: true })
  })

  // Before the actions below: the last of them ends the admin's session.
  it('imports a previewed file once the preview is confirmed', async () => {
    const input = validInputs()['provider-import.ts:importProvidersAction']() as Record<string, string>
    const previewed = await actions['provider-import.ts:importProvidersAction'](null, input)
    const { token } = (previewed as unknown as { data: { token: string } }).data
    expect(await actions['provider-import.ts:importProvidersAction'](null, { ...input, confirm: token })).toMatchObject(
      {
        ok: true,
        message: expect.stringMatching(/^Imported: 1 created/),
      },
    )
  })

  it.each(Object.keys(validInputs()))('%s succeeds', async (name) => {
    const result = await actions[name](null, validInputs()[name]())
    expect(result).toMatchObject({ ok: true })
  })

  it('recorded every successful change in the audit log', async () => {
    const entries = await database.db.select().from(schema.auditLog).where(eq(schema.auditLog.actorEmail, ADMIN.email))
    expect(entries.map((e) => `${e.action}:${e.entity}`)).toEqual(
      expect.arrayContaining([
        'create:provider',
        'delete:provider',
        'draft:provider',
        'discard-draft:provider',
        'create:keyword',
        'delete:keyword',
        'delete:subscription',
        'update:site-content',
        'mark-reviewed:submission',
        'convert:submission',
        'clear-caches:cache',
        'change-password:account',
        'create:blog-post',
        'unpublish:blog-post',
        'delete:blog-post',
        'import:providers',
        'create:newsletter-issue',
        'send-test:newsletter-issue',
        'send:newsletter-issue',
        'delete:newsletter-issue',
        'create:seo-override',
        'delete:seo-override',
        'create:price',
        'create:fact',
        'delete:price',
        'mark-checked:price',
        'create:watched-page',
        'read:watched-page',
        'dismiss:price-review',
      ]),
    )
  })

  it('admin routes answer for an admin', async () => {
    resetRequest()
    await createAdminAccount({ email: 'second@vialscore.test', password: 'second-admin-password' })
    expect(
      await signInAdmin(null, form({ email: 'second@vialscore.test', password: 'second-admin-password' })),
    ).toMatchObject({ ok: true })
    for (const route of routes) {
      const handlers = require(route) as Record<string, (request: Request) => Promise<Response>>
      const response = await handlers.GET(new Request('http://localhost/admin-route', { headers: currentHeaders() }))
      expect(response.status).toBe(200)
    }
  })
})
