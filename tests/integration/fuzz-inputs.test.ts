/**
 * Fuzz: every route handler (each GET/POST/PUT/PATCH/DELETE export of app/**\/route.ts[x]) and every server
 * action (each exported function of a 'use server' file in lib/actions and lib/admin/actions) is found from
 * the code and sent generated hostile input: wrong types, huge strings, unicode (lone surrogates, RTL,
 * zero-width), prototype-pollution keys, SQL and script payloads, malformed JSON, wrong content types,
 * unknown fields, hostile params, query strings and headers. A new route or action is fuzzed with no edit here.
 *
 * Required, call by call: no 5xx and no throw; a refused action answers `{ ok: false, error }` and a
 * refused request a 4xx with a message; a refusal writes no row to any table (triggers count every insert,
 * update and delete); nothing is logged as an unexpected error; no stack trace in an answer, no script
 * echoed into HTML, no redirect off the site. Bodies and actions also get input built to be invalid, which
 * must be refused; a valid body with one unknown field must be a 400; a body over the limit a 413.
 *
 * Handlers and actions are called in-process (about 45 s with PGlite, 30 s with Postgres on a quiet 2-core
 * machine). FUZZ_RUNS (default 200) and FUZZ_SEED change the run count and the seed; a failure prints both.
 */
import fs from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { getTableName, sql } from 'drizzle-orm'
import { NextRequest } from 'next/server'
import { createAdminAccount } from '@/lib/admin/accounts'
import { signInAdmin } from '@/lib/actions/admin-session'
import { schemaOf } from '@/lib/actions/safe-action'
import * as schema from '@/lib/db/schema'
import { hashAlertToken } from '@/lib/domain/price-alerts'
import { env } from '@/lib/env'
import { setRateLimitStore } from '@/lib/rate-limit'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import {
  anyBody,
  HOSTILE_PATHS,
  hostileHeaders,
  invalidBody,
  invalidInput,
  POISON_KEYS,
  shapedInput,
  toStream,
  urlString,
  withKey,
  type Body,
} from '../helpers/fuzz-generators'
import { fromSocket } from '../helpers/request-scope'
import { currentHeaders, resetRequest, restoreCookies, snapshotCookies } from '../helpers/request-state'

jest.mock('next/headers', () => require('../helpers/admin-mocks').nextHeaders)
// Cached reads are cached here as in production (any revalidation empties the cache): without it the
// sitemap routes re-read every provider and post per call, ~300 ms each, 60 s for one route's runs.
jest.mock('next/cache', () => {
  const base = require('../helpers/admin-mocks').nextCache
  const caches = new Set<Map<string, unknown>>()
  const clear = () => caches.forEach((cache) => cache.clear())
  return {
    ...base,
    unstable_cache: (fn: (...args: unknown[]) => Promise<unknown>) => {
      const cache = new Map<string, Promise<unknown>>()
      caches.add(cache)
      return (...args: unknown[]) => {
        const key = JSON.stringify(args)
        if (!cache.has(key))
          cache.set(
            key,
            fn(...args).catch((error) => (cache.delete(key), Promise.reject(error))),
          )
        return cache.get(key)
      }
    },
    revalidateTag: (...args: [string]) => (clear(), base.revalidateTag(...args)),
    revalidatePath: (...args: [string]) => (clear(), base.revalidatePath(...args)),
    updateTag: (...args: [string]) => (clear(), base.updateTag(...args)),
  }
})
// Better Auth's session check costs 10-30 ms a call on this machine (cookie signature, session and user
// reads): for the ~600 calls each admin action gets, that would be most of the file's time. So the admin's
// identity is looked up for real once per cookie and then reused; after each admin action's run the real,
// uncached check confirms the session survived it.
jest.mock('@/lib/admin/session', () => {
  const actual = jest.requireActual('@/lib/admin/session')
  const known = new Map<string, Promise<unknown>>()
  return {
    ...actual,
    getAdminIdentity: async (requestHeaders?: Headers) => {
      const headers: Headers = requestHeaders ?? (await require('next/headers').headers())
      const cookie = headers.get('cookie') ?? ''
      if (!known.has(cookie)) known.set(cookie, actual.getAdminIdentity(headers))
      return known.get(cookie)
    },
  }
})
// next/og's renderer (Satori + resvg WebAssembly) takes ~180 ms a card here: 36 s for one route's runs.
// It is Next's code and only ever draws our fixed headlines; what is fuzzed is the handler's param handling.
jest.mock('next/og', () => ({
  ImageResponse: class extends Response {
    constructor(element: unknown) {
      require('react-dom/server').renderToStaticMarkup(element)
      super(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'Content-Type': 'image/png' } })
    }
  },
}))

const ROOT = path.resolve(__dirname, '../..')
const RUNS = Number(process.env.FUZZ_RUNS ?? 200)
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined
const ADMIN = { email: 'fuzz-admin@vialscore.test', password: 'a-long-fuzz-admin-password' }
const FUZZ_UNSUBSCRIBE_TOKEN = 'fuzz-unsubscribe-token-0123456789'
const FUZZ_ALERT_TOKEN = 'fuzz-price-alert-token-0123456789'

// ---------------------------------------------------------------------------------------------------------
// What is fuzzed, found from the code

type Action = (state: null, input?: unknown) => Promise<unknown>
type Handler = (
  request: Request,
  context: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response> | Response
type Route = { file: string; method: string; handler: Handler; segments: string[] }

function walk(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[]).map((file) => path.join(dir, file))
}

function findActions(): Record<string, Action> {
  const actions: Record<string, Action> = {}
  for (const dir of ['lib/actions', 'lib/admin/actions']) {
    for (const file of walk(path.join(ROOT, dir)).filter((f) => /\.tsx?$/.test(f))) {
      // The directive, after any leading comments.
      if (!/^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*['"]use server['"]/.test(fs.readFileSync(file, 'utf8'))) continue
      const exported = require(file) as Record<string, unknown>
      for (const [name, value] of Object.entries(exported))
        if (typeof value === 'function') actions[`${path.relative(ROOT, file)}:${name}`] = value as Action
    }
  }
  return actions
}

/** Routes no generated request is sent to, each with the reason. Keep it short: see the test below. */
const EXCLUDED_ROUTES: Record<string, string> = {}

function findRoutes(): Route[] {
  const routes: Route[] = []
  for (const file of walk(path.join(ROOT, 'app')).filter((f) => /[/\\]route\.tsx?$/.test(f))) {
    const relative = path.relative(ROOT, file)
    if (relative in EXCLUDED_ROUTES) continue
    const exported = require(file) as Record<string, unknown>
    const segments = path
      .dirname(path.relative(path.join(ROOT, 'app'), file))
      .split(path.sep)
      .filter((s) => !/^\(.*\)$/.test(s) && s !== '.')
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
      if (typeof exported[method] === 'function')
        routes.push({ file: relative, method, handler: exported[method] as Handler, segments })
    }
  }
  return routes
}

/** The top-level field names a zod schema declares, through pipes, transforms, defaults and optionals. */
function fieldsOf(schema: unknown, names = new Set<string>(), depth = 0): Set<string> {
  if (!schema || typeof schema !== 'object' || depth > 4) return names
  const candidate = schema as {
    shape?: Record<string, unknown>
    def?: { in?: unknown; out?: unknown; innerType?: unknown; schema?: unknown }
  }
  if (candidate.shape && typeof candidate.shape === 'object')
    for (const key of Object.keys(candidate.shape)) names.add(key)
  for (const inner of [candidate.def?.in, candidate.def?.out, candidate.def?.innerType, candidate.def?.schema])
    fieldsOf(inner, names, depth + 1)
  names.delete('unknownKeys')
  names.delete('unreadableKeys')
  return names
}

/** Every field name the forms and request schemas know (from lib/validation and the routes' schema files). */
function knownFieldNames(): string[] {
  const names = new Set<string>()
  const files = [
    ...walk(path.join(ROOT, 'lib/validation')),
    ...walk(path.join(ROOT, 'app')).filter((f) => /[/\\]schema\.ts$/.test(f)),
  ]
  for (const file of files.filter((f) => f.endsWith('.ts')))
    for (const value of Object.values(require(file) as Record<string, unknown>)) fieldsOf(value, names)
  for (const name of PROVIDER_FORM_FIELDS) names.add(name)
  return [...names].sort()
}

/** The provider form's flat FormData names, read by providerFormToObject rather than a zod shape. */
const PROVIDER_FORM_FIELDS = [
  'name',
  'websiteUrl',
  'states',
  'medications',
  'sema_0.25mg',
  'tirz_2.5mg',
  'uk_isAvailable',
  'card_features',
  'card_offerCode',
  'card_badgeColor',
  'card_logoUrl',
  'card_logoFile',
  'affiliateParams',
  'lastVerifiedAt',
  'trustpilotScore',
]

/** An action's own field names (from the schema its wrapper recorded), or every known name for one with none. */
function actionFields(action: Action): string[] {
  const own = [...fieldsOf(schemaOf(action))]
  if (own.includes('websiteUrl')) own.push(...PROVIDER_FORM_FIELDS)
  return own.length ? [...new Set(own)] : fieldNames
}

// ---------------------------------------------------------------------------------------------------------
// The database: every row written, per table, counted by triggers

let database: TestDatabase
const tables = Object.values(schema)
  .filter((value) => value && typeof value === 'object' && Symbol.for('drizzle:IsDrizzleTable') in (value as object))
  .map((table) => getTableName(table as typeof schema.providers))
const rowsOf = (result: unknown) => ((result as { rows?: unknown[] }).rows ?? result) as Record<string, unknown>[]

/**
 * The fingerprint: a trigger on every table counts each row inserted, updated or deleted (and each
 * truncate) in fuzz_writes, inside the writing transaction, so a rolled-back write counts nothing. Stricter
 * than row counts (an update or a delete-and-insert shows too) and one small query per call.
 */
async function installWriteLog() {
  await database.db.execute(sql.raw('create table fuzz_writes (table_name text primary key, n bigint not null)'))
  await database.db.execute(
    sql.raw(`create function fuzz_count_write() returns trigger language plpgsql as $$
      begin
        insert into fuzz_writes (table_name, n) values (TG_TABLE_NAME, 1) on conflict (table_name) do update set n = fuzz_writes.n + 1;
        return null;
      end $$`),
  )
  for (const name of tables) {
    await database.db.execute(
      sql.raw(
        `create trigger fuzz_rows after insert or update or delete on "${name}" for each row execute function fuzz_count_write()`,
      ),
    )
    await database.db.execute(
      sql.raw(
        `create trigger fuzz_truncate after truncate on "${name}" for each statement execute function fuzz_count_write()`,
      ),
    )
  }
}

async function writes(except: string[] = []): Promise<Record<string, number>> {
  const rows = rowsOf(await database.db.execute(sql.raw('select table_name, n from fuzz_writes')))
  return Object.fromEntries(
    rows
      .filter((row) => !except.includes(String(row.table_name)))
      .map((row) => [String(row.table_name), Number(row.n)]),
  )
}

const without = (record: Record<string, number>, names: string[]) =>
  Object.fromEntries(Object.entries(record).filter(([name]) => !names.includes(name)))

/**
 * Call by call: `check(allowed)` reads the log once and compares it with the previous read, ignoring the
 * tables in `allowed` (the writes this call may make). One query per call.
 */
async function writeTracker() {
  let last = await writes()
  return async (allowed: string[] = []) => {
    const now = await writes()
    const [before, after] = [without(last, allowed), without(now, allowed)]
    last = now
    expect(after).toEqual(before)
  }
}

/**
 * An unexpected failure is logged with console.error (toAppError) before the visitor sees a plain sentence:
 * input that gets that far found a bug even when the answer looks like a refusal.
 */
function expectNothingLogged(spy: jest.SpyInstance, ignore?: RegExp) {
  const calls = (spy.mock.calls as unknown[][]).map((args) =>
    args
      .map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : String(arg)))
      .join(' ')
      .slice(0, 300),
  )
  spy.mockClear()
  expect(calls.filter((line) => !ignore?.test(line))).toEqual([])
}

let errorLog: jest.SpyInstance
beforeEach(() => {
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => errorLog.mockRestore())

// ---------------------------------------------------------------------------------------------------------

let adminCookies: Map<string, string>
const actions = findActions()
const routes = findRoutes()
const fieldNames = knownFieldNames()

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  env.NEWS_FEEDS = 'http://127.0.0.1:9/feed.xml'
  // Reddit (the public feeds: no app key here) is refused at once, as for the news feeds: nothing leaves the machine.
  env.REDDIT_CLIENT_ID = undefined
  env.REDDIT_AUTH_URL = 'http://127.0.0.1:9'
  // Enabled, so the cron route checks its token (with no secret it answers 503 by design: switched off).
  env.CRON_SECRET = 'fuzz-cron-secret-0123456789'
  env.OPENAI_API_KEY = undefined
  setRateLimitStore({ hit: async () => ({ count: 1, resetAt: Date.now() + 60_000 }) })
  await createAdminAccount(ADMIN)
  resetRequest()
  const form = new FormData()
  form.append('email', ADMIN.email)
  form.append('password', ADMIN.password)
  expect(await signInAdmin(null, form)).toMatchObject({ ok: true })
  adminCookies = snapshotCookies()
  // A subscriber whose one-click unsubscribe is the valid form body below.
  await database.db
    .insert(schema.emailSubscriptions)
    .values({ email: 'fuzz-reader@example.com', unsubscribeToken: FUZZ_UNSUBSCRIBE_TOKEN, confirmedAt: new Date() })
  // And a price alert whose one-click removal is the other.
  await database.db.insert(schema.priceAlerts).values({
    email: 'fuzz-reader@example.com',
    countryCode: 'US',
    productKey: 'zepbound-tirzepatide-vials',
    kind: 'changes',
    manageTokenHash: hashAlertToken(FUZZ_ALERT_TOKEN),
    confirmedAt: new Date(),
  })
  await installWriteLog()
}, 60_000)
afterAll(() => database.dispose())

it('finds the routes, the actions and the field names from the code', () => {
  expect(routes.length).toBeGreaterThanOrEqual(13)
  expect(Object.keys(actions).length).toBeGreaterThanOrEqual(20)
  expect(fieldNames).toEqual(expect.arrayContaining(['email', 'message', 'id', 'name', 'title', 'keyword', 'q']))
  // An exclusion is a route no visitor's input is fuzzed against: it must stay the rare exception.
  expect(Object.keys(EXCLUDED_ROUTES).length).toBeLessThanOrEqual(1)
})

describe('server actions', () => {
  const entries = Object.entries(actions)
  const isAdmin = (name: string) => name.startsWith('lib/admin/')
  // An action that takes no input ignores whatever is sent; it must still not throw or store anything.
  const inputless = entries.filter(([, action]) => action.length === 0).map(([name]) => name)

  it('has few input-less actions', () => {
    expect(inputless).toEqual(['lib/actions/admin-session.ts:signOutAdmin'])
  })

  beforeEach(() => {
    // Admin actions run as a signed-in admin (refusal without one is admin-authorization.test.ts's job);
    // public ones as an anonymous visitor.
    restoreCookies(new Map())
  })

  /** The admin session check without the cache above: did the session survive the run? */
  const realAdminCheck = () => jest.requireActual('@/lib/admin/session').getAdminIdentity(currentHeaders())

  const expectRejected = (name: string, result: unknown) => {
    if (inputless.includes(name)) return expect(result).toMatchObject({ ok: expect.any(Boolean) })
    expect(result).toEqual(expect.objectContaining({ ok: false, error: expect.any(String) }))
    expect((result as { error: string }).error.trim()).not.toBe('')
    expect((result as { error: string }).error).not.toBe('Admin authentication required')
  }

  it.each(entries.map(([name]) => name))('%s refuses hostile input and stores nothing', async (name) => {
    if (isAdmin(name)) restoreCookies(adminCookies)
    const action = actions[name]
    const before = await writes()
    await fc.assert(
      fc.asyncProperty(invalidInput(actionFields(action)), async ({ form, object }) => {
        expectRejected(name, await action(null, form))
        expectRejected(name, await action(null, object))
        expect(await writes()).toEqual(before)
        expectNothingLogged(errorLog)
      }),
      { numRuns: RUNS, seed: SEED },
    )
    if (isAdmin(name)) expect(await realAdminCheck()).toMatchObject({ email: ADMIN.email })
  })

  it.each(entries.filter(([n]) => !inputless.includes(n)).map(([name]) => name))(
    '%s survives hostile values in known fields; a refusal stores nothing',
    async (name) => {
      if (isAdmin(name)) restoreCookies(adminCookies)
      const action = actions[name]
      // A refused sign-in is counted against the account (the admin sign-in lockout): that row is the point.
      const bookkeeping = name.endsWith(':signInAdmin') ? ['login_attempts'] : []
      const check = await writeTracker()
      await fc.assert(
        fc.asyncProperty(shapedInput(actionFields(action)), async ({ form, object }) => {
          for (const input of [form, object]) {
            const result = (await action(null, input)) as { ok: boolean; error?: string; message?: string }
            expect(typeof result.ok).toBe('boolean')
            if (result.ok) {
              // Accepted input may store what it likes; the next call is compared with what it left.
              expect(typeof result.message).toBe('string')
              await check(tables)
            } else {
              expect(result.error?.trim()).toBeTruthy()
              await check(bookkeeping)
            }
            expectNothingLogged(errorLog)
          }
        }),
        { numRuns: Math.ceil(RUNS / 2), seed: SEED },
      )
      if (isAdmin(name)) expect(await realAdminCheck()).toMatchObject({ email: ADMIN.email })
    },
  )
})

// ---------------------------------------------------------------------------------------------------------
// Route handlers

/** A header value a real client could send: bytes 0x20-0x7e only (fetch refuses the rest). */
/** A URL path piece as a client would send it (lone surrogates become U+FFFD, as in any real URL). */
const encodeSegment = (text: string) => encodeURIComponent(text.toWellFormed())

type RouteCall = {
  url: string
  params: Record<string, string | string[]>
  init: ConstructorParameters<typeof NextRequest>[1] & { duplex?: 'half' }
}

function routeCall(route: Route, body: fc.Arbitrary<Body>, catchAllPaths: string[]): fc.Arbitrary<RouteCall> {
  const segment = fc.oneof(
    { weight: 3, arbitrary: urlString },
    { weight: 1, arbitrary: fc.constantFrom('1.xml', 'home.png', 'cedarline-health', 'x.png', '0.xml', '99999.xml') },
  )
  const catchAll = fc.oneof(
    fc.constantFrom(...catchAllPaths).map((p) => p.split('/').filter(Boolean)),
    fc.array(urlString, { minLength: 0, maxLength: 3 }),
    fc.tuple(fc.constantFrom(...catchAllPaths), urlString).map(([p, tail]) => [...p.split('/').filter(Boolean), tail]),
  )
  const params = fc.tuple(
    ...route.segments.map((name) =>
      /^\[\[?\.\.\./.test(name)
        ? catchAll.map((v) => [name, v] as const)
        : /^\[/.test(name)
          ? segment.map((v) => [name, v] as const)
          : fc.constant([name, null] as const),
    ),
  )
  const queryKey = fc.oneof(
    fc.constantFrom(...fieldNames, ...POISON_KEYS, 'country', 'path', 'callbackURL', 'error', 'token', 'from'),
    fc.string({ maxLength: 10 }),
  )
  const queryValue = fc.oneof(urlString, fc.constantFrom('us', 'uk', 'all', 'loseit', ...HOSTILE_PATHS))
  // The query names the site's routes read, with values that pass their first checks, then anything.
  const known = fc.record(
    {
      country: fc.oneof(fc.constantFrom('us', 'uk', 'ca', 'au'), urlString),
      path: fc.oneof(
        fc.constantFrom(...HOSTILE_PATHS),
        urlString.map((t) => `/${t}`),
      ),
      q: urlString,
      subreddit: fc.oneof(fc.constantFrom('all', 'loseit'), urlString),
    },
    { requiredKeys: [] },
  )
  const query = fc
    .tuple(fc.oneof(known, fc.constant({})), fc.array(fc.tuple(queryKey, queryValue), { maxLength: 3 }))
    .map(([named, extra]) => [...Object.entries(named), ...extra] as [string, string][])
  const isAdminRoute = route.file.startsWith(path.join('app', 'api', 'admin'))
  return fc
    .tuple(params, query, hostileHeaders, body, fc.boolean())
    .map(([pieces, queryEntries, extraHeaders, { body: payloadBody, contentType, stream }, keepSession]) => {
      const values: Record<string, string | string[]> = {}
      const pathParts: string[] = []
      for (const [name, value] of pieces) {
        if (value === null) pathParts.push(name)
        else {
          values[name.replace(/[[\].]/g, '')] = value
          pathParts.push(...[value].flat().map(encodeSegment))
        }
      }
      const search = new URLSearchParams(queryEntries.map(([k, v]) => [k.toWellFormed(), v.toWellFormed()]))
      const headers: Record<string, string> =
        isAdminRoute && keepSession
          ? Object.fromEntries(currentHeaders())
          : { 'x-forwarded-for': '198.51.100.7', 'user-agent': 'fuzz' }
      for (const [name, value] of Object.entries(extraHeaders))
        if (!(isAdminRoute && keepSession && name === 'cookie')) headers[name] = value
      delete headers['content-type']
      if (contentType !== undefined) headers['content-type'] = contentType
      const init: RouteCall['init'] = { method: route.method, headers }
      if (payloadBody !== undefined && route.method !== 'GET') {
        init.body = stream && typeof payloadBody === 'string' ? toStream(payloadBody) : payloadBody
        if (stream) init.duplex = 'half'
      }
      return { url: `http://localhost/${pathParts.join('/')}${search.size ? `?${search}` : ''}`, params: values, init }
    })
}

type Answer = { status: number; text: string; type: string; location: string | null }

async function call(route: Route, { url, params, init }: RouteCall): Promise<Answer> {
  const response = await route.handler(new NextRequest(url, init), { params: Promise.resolve(params) })
  // Reading the whole body: a stream that fails half-way is a broken answer too.
  const text = Buffer.from(await response.arrayBuffer()).toString('utf8')
  return {
    status: response.status,
    text,
    type: response.headers.get('content-type') ?? '',
    location: response.headers.get('location'),
  }
}

/** Routes whose redirects leave the site by design: to a stored provider URL, never one from the request. */
const OUTBOUND_ROUTES = ['app/go/[provider]/route.ts']

/** A redirect stays on the site (as a browser resolves it: '//x' and '/\\x' are other hosts), or is outbound. */
function expectSafeRedirect(route: Route, request: RouteCall, answer: Answer) {
  if (answer.status < 300 || answer.status >= 400) return
  expect(answer.location).toBeTruthy()
  const target = new URL(answer.location!, 'http://localhost')
  if (target.hostname === 'localhost' || target.origin === new URL(env.SITE_URL).origin) return
  expect(OUTBOUND_ROUTES).toContain(route.file)
  expect(decodeURIComponent(request.url).toLowerCase()).not.toContain(target.hostname)
}

/** No stack trace in any answer, and no script payload echoed raw into an HTML one. */
function expectNoLeak(answer: { text: string; type: string }) {
  expect(answer.text).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/)
  if (answer.type.includes('html'))
    for (const script of ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '<svg onload=alert(1)>'])
      expect(answer.text).not.toContain(script)
}

/** The error message of a 4xx: `error` in our JSON, `error.message` in JSON-RPC's (MCP), `message` in Better Auth's. */
function messageOf(answer: { text: string; type: string }): string {
  if (!answer.type.includes('json')) return answer.text
  const json = JSON.parse(answer.text) as { error?: unknown; message?: unknown }
  const error =
    json.error !== null && typeof json.error === 'object' ? (json.error as { message?: unknown }).message : json.error
  return String(error ?? json.message ?? '')
}

describe('route handlers', () => {
  let authPaths: string[] = ['/sign-in/email']
  const label = (route: Route) => `${route.method} ${route.file}`
  const takesBody = (route: Route) => route.method !== 'GET'
  // Writes a successful call makes by design: a counted outbound click, the audit row of a CSV export.
  // A community search records that Reddit was asked (one request per search per cache period).
  const WRITES_ON_SUCCESS: Record<string, string[]> = {
    'app/go/[provider]/route.ts': ['outbound_clicks'],
    'app/api/admin/subscriptions.csv/route.ts': ['audit_log'],
    'app/api/community/route.ts': ['community_results'],
  }

  beforeAll(async () => {
    const { getAuth } = await import('@/lib/auth')
    const endpoints = Object.values((await getAuth()).api) as { path?: string }[]
    authPaths = endpoints.map((endpoint) => endpoint.path).filter((p): p is string => typeof p === 'string')
    restoreCookies(adminCookies)
  })

  it.each(routes.map(label))('%s: no 5xx, no throw, a refusal stores nothing', async (name) => {
    const route = routes.find((r) => label(r) === name)!
    const allowed = WRITES_ON_SUCCESS[route.file] ?? []
    const check = await writeTracker()
    await fc.assert(
      fc.asyncProperty(
        routeCall(route, takesBody(route) ? anyBody(fieldNames) : fc.constant({}), authPaths),
        async (request) => {
          const answer = await call(route, request)
          expect(answer.status).toBeLessThan(500)
          expectNoLeak(answer)
          expectSafeRedirect(route, request, answer)
          if (answer.status >= 400) expect(messageOf(answer).trim()).not.toBe('')
          await check(answer.status >= 400 ? [] : allowed)
          // Better Auth logs requests it refuses (an OAuth callback with no state) as errors; its own failures
          // would be 5xx, which is checked above.
          expectNothingLogged(errorLog, /\[Better Auth\]/)
        },
      ),
      { numRuns: RUNS, seed: SEED },
    )
  })

  it.each(routes.filter(takesBody).map(label))(
    '%s refuses malformed, mistyped, unknown-field and oversized bodies with a 4xx and a message',
    async (name) => {
      const route = routes.find((r) => label(r) === name)!
      const check = await writeTracker()
      await fc.assert(
        fc.asyncProperty(routeCall(route, invalidBody(fieldNames), authPaths), async (request) => {
          const answer = await call(route, request)
          expect(answer.status).toBeGreaterThanOrEqual(400)
          expect(answer.status).toBeLessThan(500)
          expect(messageOf(answer).trim()).not.toBe('')
          await check()
          expectNothingLogged(errorLog, /\[Better Auth\]/)
        }),
        { numRuns: RUNS, seed: SEED },
      )
    },
  )
})

describe('request bodies', () => {
  /** A valid body for each route that takes one: a new body-taking route must add its own here. */
  const VALID: Record<
    string,
    { path: string; body: Record<string, unknown>; expected: number; headers?: Record<string, string> }
  > = {
    'POST app/api/chat/route.ts': {
      path: 'api/chat',
      body: { message: 'Which providers offer tirzepatide?' },
      expected: 200,
    },
    'POST app/api/submissions/route.ts': {
      path: 'api/submissions',
      body: {
        name: 'Fuzz Health',
        website: 'https://fuzz-health.example',
        email: 'team@fuzz-health.example',
        agreedToTerms: true,
      },
      expected: 201,
    },
    // An MCP client must say it takes both JSON and an event stream (the protocol's Accept header).
    'POST app/api/mcp/route.ts': {
      path: 'api/mcp',
      body: {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'find_providers', arguments: { state: 'TX', budget: 300 } },
      },
      expected: 200,
      headers: { accept: 'application/json, text/event-stream' },
    },
    // Real credentials: the guard must let Better Auth's own sign-in through.
    'POST app/api/auth/[...all]/route.ts': {
      path: 'api/auth/sign-in/email',
      body: { email: ADMIN.email, password: ADMIN.password },
      expected: 200,
    },
  }
  /** Non-GET handlers that read no body at all, each with the reason (they are still fuzzed above). */
  const NO_BODY: Record<string, string> = {
    'DELETE app/api/mcp/route.ts': 'a stateless MCP server has no session to end: always a 405',
  }
  /**
   * Handlers whose body is a form, not JSON, because a protocol says so (each is fuzzed above; its valid form
   * and limits are checked below): RFC 8058's one-click unsubscribe (of the newsletter, of a price alert) is a
   * POST of List-Unsubscribe=One-Click.
   */
  const FORM_BODY: Record<string, { path: string; body: string; expected: number; maxBytes: number }> = {
    'POST app/api/newsletter/unsubscribe/route.ts': {
      path: `api/newsletter/unsubscribe?token=${FUZZ_UNSUBSCRIBE_TOKEN}`,
      body: 'List-Unsubscribe=One-Click',
      expected: 200,
      maxBytes: 4_000,
    },
    'POST app/api/price-alerts/unsubscribe/route.ts': {
      path: `api/price-alerts/unsubscribe?token=${FUZZ_ALERT_TOKEN}`,
      body: 'List-Unsubscribe=One-Click',
      expected: 200,
      maxBytes: 4_000,
    },
  }
  const bodyRoutes = routes.filter(
    (route) =>
      route.method !== 'GET' &&
      !(`${route.method} ${route.file}` in NO_BODY) &&
      !(`${route.method} ${route.file}` in FORM_BODY),
  )
  let ip = 0
  const send = (
    route: Route,
    urlPath: string,
    body: BodyInit,
    headers: Record<string, string> = { 'content-type': 'application/json' },
    stream = false,
  ) => {
    const params: Record<string, string[]> = urlPath.startsWith('api/auth/') ? { all: urlPath.split('/').slice(2) } : {}
    const own = VALID[`${route.method} ${route.file}`]?.headers
    const init: RouteCall['init'] = {
      method: route.method,
      headers: { origin: 'http://localhost:3000', ...own, ...headers },
      body,
    }
    if (stream) init.duplex = 'half'
    // Each call from a client of its own (a socket address, as scripts/server.mjs passes it on), so no
    // per-address limit, ours or Better Auth's, is reached.
    return fromSocket(`192.0.2.${++ip % 250}`, () => call(route, { url: `http://localhost/${urlPath}`, params, init }))
  }

  it('has a valid body for every route that takes one', () => {
    expect(bodyRoutes.map((route) => `${route.method} ${route.file}`).sort()).toEqual(Object.keys(VALID).sort())
    expect(
      Object.keys(FORM_BODY).every((name) => routes.some((route) => `${route.method} ${route.file}` === name)),
    ).toBe(true)
  })

  it.each(Object.keys(FORM_BODY))(
    '%s: its valid form passes; another type is a 415, another value a 400, too much a 413, each with a message',
    async (name) => {
      const route = routes.find((r) => `${r.method} ${r.file}` === name)!
      const { path: urlPath, body, expected, maxBytes } = FORM_BODY[name]
      const form = { 'content-type': 'application/x-www-form-urlencoded' }
      for (const [payload, headers, status] of [
        ['List-Unsubscribe=Other', form, 400],
        [`${body}&padding=${'x'.repeat(maxBytes)}`, form, 413],
        [JSON.stringify({ 'List-Unsubscribe': 'One-Click' }), { 'content-type': 'application/json' }, 415],
        [body, { 'content-type': 'text/plain' }, 415],
        [new Uint8Array([0xff, 0xfe, 0x41]), form, 400],
      ] as const) {
        const answer = await send(route, urlPath, payload as BodyInit, headers)
        expect(answer.status).toBe(status)
        expect(messageOf(answer).trim()).not.toBe('')
      }
      expect((await send(route, urlPath, body, form)).status).toBe(expected)
    },
  )

  it.each(Object.keys(VALID))(
    '%s: a valid body passes, and the same body with an unknown field is refused with a 400 naming it',
    async (name) => {
      const route = bodyRoutes.find((r) => `${r.method} ${r.file}` === name)!
      const { path: urlPath, body, expected } = VALID[name]
      expect((await send(route, urlPath, JSON.stringify(body))).status).toBe(expected)
      for (const key of ['__proto__', 'constructor', 'isAdmin', 'role']) {
        const answer = await send(route, urlPath, JSON.stringify(withKey({ ...body }, key, { polluted: true })))
        expect(answer.status).toBe(400)
        expect(messageOf(answer)).toMatch(new RegExp(`Unknown field: "${key}"|Unrecognized key.*"${key}"`))
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    },
  )

  it.each(Object.keys(VALID))(
    '%s: a body over the limit is a 413 with a JSON message, sent whole or streamed without a length',
    async (name) => {
      const route = bodyRoutes.find((r) => `${r.method} ${r.file}` === name)!
      const { path: urlPath, body } = VALID[name]
      const big = JSON.stringify({ ...body, padding: 'x'.repeat(1_000_000) })
      for (const answer of [
        await send(route, urlPath, big),
        await send(route, urlPath, toStream(big), undefined, true),
        await send(route, urlPath, '{}', { 'content-type': 'application/json', 'content-length': '5000000' }),
      ]) {
        expect(answer.status).toBe(413)
        expect(answer.type).toContain('application/json')
        expect(messageOf(answer)).toBe('The request is too large.')
      }
    },
  )

  it.each(Object.keys(VALID))(
    '%s: another content type is a 415, malformed JSON a 400, each with a message',
    async (name) => {
      const route = bodyRoutes.find((r) => `${r.method} ${r.file}` === name)!
      const { path: urlPath, body } = VALID[name]
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'text/html']) {
        const answer = await send(route, urlPath, JSON.stringify(body), { 'content-type': type })
        expect(answer.status).toBe(415)
        expect(messageOf(answer)).toBe('The request body must be JSON (Content-Type: application/json).')
      }
      for (const text of ['{', '{"a":1}}', "{'a':1}"]) {
        const answer = await send(route, urlPath, text)
        expect(answer.status).toBe(400)
        expect(messageOf(answer)).toBe('The request body must be JSON.')
      }
    },
  )
})
