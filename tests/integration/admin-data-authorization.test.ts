/**
 * Authorization where the data is: every admin-only function of the data layer (each export of lib/data made
 * by adminOnly) is found from the code and called with no session, with a signed-in non-admin and with a
 * signed-out admin's cookie. Each rejects with 'Admin authentication required' and runs no query on any table
 * but the session check's own (the connection's query log shows what was read). Every other export of
 * lib/data must be named below as public, so a new admin read that forgets its guard fails this suite.
 */
import fs from 'node:fs'
import path from 'node:path'
import { createAdminAccount } from '@/lib/admin/accounts'
import { isAdminOnly } from '@/lib/admin/guard'
import { signInAdmin, signOutAdmin } from '@/lib/actions/admin-session'
import { setRateLimitStore } from '@/lib/rate-limit'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { cookieJar, resetRequest, restoreCookies, snapshotCookies } from '../helpers/request-state'

jest.mock('next/headers', () => require('../helpers/admin-mocks').nextHeaders)
jest.mock('next/cache', () => require('../helpers/admin-mocks').nextCache)

const DATA_DIR = path.resolve(__dirname, '../../lib/data')
const ADMIN = { email: 'data-admin@vialscore.test', password: 'a-long-data-admin-password' }
const USER = { email: 'data-user@vialscore.test', password: 'a-long-data-user-password' }

/** Exports a visitor's page, a public form, the sign-in itself or a script needs without an admin session. */
const PUBLIC = new Set([
  'app-settings:getOrCreateGeneratedSecret', // the session secret, read before any session can exist
  'assistant:getAssistantKnowledge',
  'blog:getBlogIndex',
  'blog:getPublishedPost',
  'blog:listPublishedPosts',
  'cities:getAllCitySlugs',
  'cities:getCitiesByState',
  'cities:getStateSlugs',
  'cities:getCityPage',
  'cities:getStatePage',
  'community:getStoredCommunityResult', // /reddit-posts and /api/community: Reddit's public posts, stored
  'community:communityRetryAfter',
  'community:claimCommunityFetch',
  'community:saveCommunityResult',
  'community:deferCommunitySearches',
  'health:checkDatabase',
  'keywords:listTrendingKeywords',
  'media:getMedia', // /media/{id}: the uploaded logos public cards show
  'news:getNewsPage',
  'news:addNewsItems', // the feed refresh (cron route, npm run news:refresh)
  'news:markNewsRefreshed',
  'news:recordNewsRefresh', // the same refresh: each feed's run
  'news:getNewsRefreshTimes', // whether a refresh is due
  'news:claimNewsRefreshLease', // one refresh at a time across instances
  'news:releaseNewsRefreshLease',
  'outbox:saveToOutbox', // the mailer's offline default
  'providers:getRankedProviders',
  'cost-plan:getCostPlan', // /cost and the MCP tool plan_cost: the public market, Medicaid rows and country records
  'providers:getStateProviders',
  'providers:getProviderPage',
  'price-history:getPriceHistory', // the provider page's 'Price history' (no editor names)
  'price-history:newsworthyChange', // a query condition (not seed, migration or sample prices), reads nothing itself
  'price-tracker:getPriceTracker', // /prices: recorded prices with their sources (no editor names)
  'price-tracker:getOpenPriceRecord', // /data/prices.json and .csv, the Atom feed: the same record
  'price-tracker:readListPrices', // content/prices: the makers' list prices, public files
  'price-tracker:listPriceRecord', // the same list prices' changes, for the tracker and the alert sender
  'price-tracker:readAwaitingPrices',
  'provider-drafts:getProviderPreview', // a draft's preview page: reached only with a signed link that expires (lib/preview.ts)
  'provider-drafts:getProviderSlug', // where a valid preview link opens
  'blog:getPostForPreview', // the same, for a post
  'blog:postsGoneLive', // the publish scheduler and its cron route: slugs of posts already public
  'blog:nextScheduledPublish', // the publish scheduler: a time, no content
  'providers:getProviderPageList',
  // The listing the public reads and the draft preview share: programs available in a country, as the public pages show them.
  'provider-listing:queryAvailable',
  'provider-listing:rankedViews',
  'provider-listing:withCountries',
  'open-data:getOpenProviderData', // /data/providers.json and .csv: published providers only
  'open-data:getOpenDataDocument',
  'open-data:openDataHeaders',
  'open-data:OPEN_DATA_LICENCE',
  'outbound:getOutboundTarget',
  'outbound:recordOutboundClick',
  'seo-overrides:getSeoOverride', // every public page's metadata
  'site-content:getSiteContent',
  'sitemap:loadSitemapEntries',
  'submissions:createProviderSubmission', // the public 'Add your provider' form
  'submissions:receiveProviderSubmission', // the same form's submissions, and POST /api/submissions
  'subscriptions:subscribe',
  'subscriptions:unsubscribeByToken',
  'subscriptions:confirmSubscription', // the confirmation page's button (the token is the authority)
  'subscriptions:releaseConfirmation', // sign-up, when its confirmation mail could not be sent
  // The newsletter sender (lib/newsletter-sender.ts): runs in the background after an admin started an issue,
  // or when the server starts, with no session; it only carries out what startSendingIssue (admin-only) set up.
  'newsletter:issuesToSend',
  'newsletter:settleExpiredClaims',
  'newsletter:pendingDeliveryIds',
  'newsletter:claimDelivery',
  'newsletter:settleDelivery',
  'newsletter:finishIssueIfDone',
  'newsletter:oldestClaim',
  // Price alerts: the public sign-up, confirm, manage and one-click pages (the token is the authority) ...
  'price-alerts:alertProductsFor', // what the form offers: the tracker's public products
  'price-alerts:createPriceAlert',
  'price-alerts:releaseAlertConfirmation',
  'price-alerts:confirmPriceAlert',
  'price-alerts:alertsForManageToken',
  'price-alerts:removeAlertWithManageToken',
  'price-alerts:unsubscribeAlertByToken',
  // ... and their sender (lib/price-alert-sender.ts), in the background with no session, like the newsletter's.
  'price-alerts:purgeOldAlerts',
  'price-alerts:enqueueAlertDeliveries',
  'price-alerts:ENQUEUE_LOOKBACK_MS',
  'price-alerts:settleExpiredAlertClaims',
  'price-alerts:pendingAlertDeliveryIds',
  'price-alerts:claimAlertDelivery',
  'price-alerts:manageTokenFor',
  'price-alerts:settleAlertDelivery',
  'price-alerts:nextAlertWork',
  // The price reader's own store: it runs as the site (a cron route that checks its caller), never for a visitor.
  'watched-pages:claimDuePages',
  'watched-pages:nextReadingDue',
  'watched-pages:pricesCitingPage',
  'watched-pages:lastReadText',
  'watched-pages:recordReading',
  // The reader publishing a reading by itself (PRICE_READER_AUTO_PUBLISH), and the write under it, by a named
  // editor: no route or action reaches them; publishReview and savePrice are the admin's guarded ways in.
  'watched-pages:publishReviewAs',
  'provider-figures:writePrice',
  'users:isActiveAdmin', // the session check itself
  'users:upsertAdmin', // npm run admin:create and ADMIN_EMAIL on first start, never a web request
  'users:lockedUntil', // sign-in lockout, before a session exists
  'users:recordFailedLogin',
  'users:clearFailedLogins',
])

/** Tables the session check reads (Better Auth's and the admin list); anything else read is a leak. */
const SESSION_TABLES = new Set(['user', 'session', 'account', 'verification', 'admin_users', 'app_settings'])

function dataExports(): Record<string, unknown> {
  const found: Record<string, unknown> = {}
  for (const file of fs.readdirSync(DATA_DIR).filter((f) => f.endsWith('.ts'))) {
    const exported = require(path.join(DATA_DIR, file)) as Record<string, unknown>
    for (const [name, value] of Object.entries(exported))
      if (typeof value === 'function') found[`${file.replace(/\.ts$/, '')}:${name}`] = value
  }
  return found
}

const exports = dataExports()
const adminOnly = Object.keys(exports).filter((name) => isAdminOnly(exports[name]))
const queryLog: string[] = []
let database: TestDatabase

/** The tables a logged query names after from, join, into or update. */
function tablesOf(query: string): string[] {
  return [...query.matchAll(/\b(?:from|join|into|update)\s+"([^"]+)"/gi)].map((match) => match[1])
}

/** Any argument will do: a guarded function must refuse before it looks at its input. */
const ARGUMENT = {
  id: '00000000-0000-4000-8000-000000000000',
  q: 'a',
  status: 'reviewed',
  hidden: true,
  published: true,
  keyword: 'k',
  key: 'k',
  content: 'c',
  isActive: true,
  actorEmail: 'x@y.z',
  action: 'a',
  entity: 'e',
}

async function signInAsUser() {
  // signInAdmin refuses non-admins, so sign the user in through Better Auth directly.
  const { getAuth } = await import('@/lib/auth')
  const response = await (await getAuth()).api.signInEmail({ body: USER, asResponse: true })
  const [name, value] = response.headers.get('set-cookie')!.split(';')[0].split('=')
  cookieJar().set(name, value)
}

async function signedOutAdminCookie() {
  const form = new FormData()
  form.set('email', ADMIN.email)
  form.set('password', ADMIN.password)
  expect(await signInAdmin(null, form)).toMatchObject({ ok: true })
  const stale = snapshotCookies()
  expect(await signOutAdmin()).toMatchObject({ ok: true })
  restoreCookies(stale)
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true, queryLog })
  setRateLimitStore({ hit: async () => ({ count: 1, resetAt: Date.now() + 60_000 }) })
  await createAdminAccount(ADMIN)
  await createAdminAccount({ ...USER, admin: false })
})
afterAll(() => database.dispose())

it('finds the admin-only functions, and every other export of lib/data is named as public', () => {
  expect(adminOnly.length).toBeGreaterThanOrEqual(20)
  const unguarded = Object.keys(exports).filter((name) => !isAdminOnly(exports[name]))
  expect(unguarded.filter((name) => !PUBLIC.has(name))).toEqual([])
  // Every admin read of the back office is among them.
  expect(adminOnly).toEqual(
    expect.arrayContaining([
      'newsletter:listIssuesForAdmin',
      'newsletter:getIssueForAdmin',
      'newsletter:startSendingIssue',
      'newsletter:getDigestSources',
      'subscriptions:countConfirmedSubscribers',
      'price-alerts:countConfirmedAlertsByProduct',
      'price-alerts:alertDeliveriesForAdmin',
      'subscriptions:listSubscriptionsForAdmin',
      'submissions:listSubmissionsForAdmin',
      'outbox:listOutboxForAdmin',
      'audit:listAuditLogForAdmin',
      'dashboard:getDashboardCountsForAdmin',
      'provider-admin:getProviderForEdit',
      'provider-figures:getFiguresForEdit',
      'provider-figures:savePrice',
      'blog-admin:getPostForEdit',
      'open-data:exportProviderDocumentForAdmin',
      'open-data:importProviderDocument',
      'open-data:previewProviderDocument',
      'seo-overrides:listSeoOverridesForAdmin',
      'seo-overrides:getSeoOverrideForEdit',
      'watched-pages:listWatchedPagesForAdmin',
      'watched-pages:publishReview',
      'watched-pages:dismissReview',
      'watched-pages:saveWatchedPage',
      'jobs:listFailedJobsForAdmin',
    ]),
  )
})

describe.each([
  ['without a session', async () => resetRequest()],
  ['with a signed-in non-admin', async () => (resetRequest(), signInAsUser())],
  ['with the cookie of a signed-out admin session', async () => (resetRequest(), signedOutAdminCookie())],
])('%s', (_label, enter) => {
  beforeAll(enter)

  it.each(adminOnly)('%s rejects and reads nothing', async (name) => {
    queryLog.length = 0
    await expect((exports[name] as (input: unknown) => Promise<unknown>)(ARGUMENT)).rejects.toThrow(
      'Admin authentication required',
    )
    const read = queryLog.flatMap(tablesOf).filter((table) => !SESSION_TABLES.has(table))
    expect(read).toEqual([])
  })
})

describe('with an admin session', () => {
  beforeAll(async () => {
    resetRequest()
    const form = new FormData()
    form.set('email', ADMIN.email)
    form.set('password', ADMIN.password)
    expect(await signInAdmin(null, form)).toMatchObject({ ok: true })
  })

  it('reads run, and the query log sees them', async () => {
    await database.db.execute(
      "insert into email_subscriptions (email, unsubscribe_token) values ('marker@example.com', 'data-authz-token-123456')",
    )
    queryLog.length = 0
    const rows = (
      await (
        exports['subscriptions:listSubscriptionsForAdmin'] as (input: { q?: string }) => Promise<{ email: string }[]>
      )({ q: 'marker' })
    ).map((row) => row.email)
    expect(rows).toEqual(['marker@example.com'])
    expect(queryLog.flatMap(tablesOf)).toContain('email_subscriptions')
    const counts = await (exports['dashboard:getDashboardCountsForAdmin'] as () => Promise<Record<string, number>>)()
    expect(counts.subscriptions).toBeGreaterThanOrEqual(1)
  })
})
