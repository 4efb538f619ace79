import { eq } from 'drizzle-orm'
import { GET as publishRoute } from '@/app/api/cron/publish/route'
import { GET as exitRoute } from '@/app/api/preview/exit/route'
import { GET as previewRoute } from '@/app/api/preview/route'
import { createAdminAccount } from '@/lib/admin/accounts'
import { signInAdmin } from '@/lib/actions/admin-session'
import { blogPosts } from '@/lib/db/schema'
import { getOrCreateGeneratedSecret } from '@/lib/data/app-settings'
import { signPreviewToken } from '@/lib/domain/preview-token'
import { env } from '@/lib/env'
import { activePreview, createPreviewLink, PREVIEW_COOKIE } from '@/lib/preview'
import { setRateLimitStore } from '@/lib/rate-limit'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { draftModeState, revalidated } from '../helpers/admin-mocks'
import { cookieJar, resetRequest } from '../helpers/request-state'

jest.mock('next/headers', () => require('../helpers/admin-mocks').nextHeaders)
jest.mock('next/cache', () => require('../helpers/admin-mocks').nextCache)

let database: TestDatabase
let draft: typeof blogPosts.$inferSelect
const ADMIN = { email: 'admin@vialscore.test', password: 'a-long-admin-password' }
const open = (query: string) => previewRoute(new Request(`http://localhost/api/preview${query}`))

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  setRateLimitStore({ hit: async () => ({ count: 1, resetAt: Date.now() + 60_000 }) })
  await createAdminAccount(ADMIN)
  ;[draft] = await database.db.select().from(blogPosts).where(eq(blogPosts.published, false)).limit(1)
})
afterAll(async () => {
  env.CRON_SECRET = undefined
  await database.dispose()
})
beforeEach(() => {
  resetRequest()
  draftModeState.disable()
})

describe('preview links', () => {
  it('are made for admins only', async () => {
    await expect(createPreviewLink({ kind: 'post', id: draft.id })).rejects.toThrow()
  })

  it('open draft mode with the token in a cookie and go to the draft page', async () => {
    const form = new FormData()
    form.set('email', ADMIN.email)
    form.set('password', ADMIN.password)
    expect(await signInAdmin(null, form)).toMatchObject({ ok: true })
    const link = await createPreviewLink({ kind: 'post', id: draft.id })
    resetRequest() // the link works for whoever holds it, signed in or not
    const response = await open(link.slice('/api/preview'.length))
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe(`/blog/${draft.slug}`)
    expect(draftModeState.isEnabled).toBe(true)
    expect(cookieJar().get(PREVIEW_COOKIE)?.value).toBe(new URL(link, 'http://localhost').searchParams.get('token'))
    expect(await activePreview('post')).toMatchObject({ kind: 'post', id: draft.id })
    // A post's token is no key to a provider's draft.
    expect(await activePreview('provider')).toBeNull()
  })

  it('refuse a missing, forged or expired token with 401 and a message, and leave draft mode off', async () => {
    const secret = env.BETTER_AUTH_SECRET ?? (await getOrCreateGeneratedSecret())
    const expired = signPreviewToken({ kind: 'post', id: draft.id }, Math.floor(Date.now() / 1000) - 1, secret)
    const forged = signPreviewToken(
      { kind: 'post', id: draft.id },
      Math.floor(Date.now() / 1000) + 600,
      'not-the-secret-of-this-site-0000000000',
    )
    for (const query of [
      '',
      '?token=junk',
      `?token=${encodeURIComponent(forged)}`,
      `?token=${encodeURIComponent(expired)}`,
    ]) {
      const response = await open(query)
      expect(response.status).toBe(401)
      expect(await response.text()).toMatch(/invalid or has expired/)
    }
    expect(draftModeState.isEnabled).toBe(false)
  })

  it('in draft mode, an expired token in the cookie shows no draft', async () => {
    const secret = env.BETTER_AUTH_SECRET ?? (await getOrCreateGeneratedSecret())
    draftModeState.enable()
    cookieJar().set(
      PREVIEW_COOKIE,
      signPreviewToken({ kind: 'post', id: draft.id }, Math.floor(Date.now() / 1000) - 1, secret),
    )
    expect(await activePreview('post')).toBeNull()
  })

  it('exit: draft mode off, the cookie gone, back to a path of this site only', async () => {
    draftModeState.enable()
    cookieJar().set(PREVIEW_COOKIE, 'x')
    const response = await exitRoute(new Request('http://localhost/api/preview/exit?to=%2Fblog%2Fa-post'))
    expect(response.headers.get('location')).toBe('/blog/a-post')
    expect(draftModeState.isEnabled).toBe(false)
    expect(cookieJar().get(PREVIEW_COOKIE)).toBeUndefined()
    for (const to of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
      expect(
        (await exitRoute(new Request(`http://localhost/api/preview/exit?to=${encodeURIComponent(to)}`))).headers.get(
          'location',
        ),
      ).toBe('/')
    }
  })

  it('exit: a `to` no Location header can carry as it is (a control character, a euro sign, an ideographic full stop) goes home, never a 500', async () => {
    for (const query of [
      '?to=/%01',
      '?to=/%E2%82%AC',
      '?to=/%E3%80%82/evil.example',
      '?to=/a%20b',
      '?to=',
      '?to=/x&to=//evil.example',
    ]) {
      const response = await exitRoute(new Request(`http://localhost/api/preview/exit${query}`))
      expect(response.status).toBe(307)
      expect(response.headers.get('location')).toBe('/')
    }
    // A plain path with its query and fragment stays as it is.
    expect(
      (
        await exitRoute(new Request('http://localhost/api/preview/exit?to=%2Fprices%3Fmedicine%3Dsemaglutide%23us'))
      ).headers.get('location'),
    ).toBe('/prices?medicine=semaglutide#us')
  })
})

describe('GET /api/cron/publish', () => {
  const call = (query = '', authorization?: string) =>
    publishRoute(
      new Request(`http://localhost/api/cron/publish${query}`, { headers: authorization ? { authorization } : {} }),
    )

  it('needs a bearer token', async () => {
    expect((await call()).status).toBe(401)
    env.CRON_SECRET = 'a-cron-secret-of-some-length'
    expect((await call('', 'Bearer wrong-secret-of-some-length')).status).toBe(401)
  })

  it('expires the blog pages, sitemap reads and RSS when a post has gone live since `since`', async () => {
    const since = new Date()
    await database.db
      .update(blogPosts)
      .set({ published: true, publishedAt: new Date(since.getTime() + 5) })
      .where(eq(blogPosts.id, draft.id))
    await new Promise((resolve) => setTimeout(resolve, 20))
    revalidated.length = 0
    const response = await call(
      `?since=${encodeURIComponent(since.toISOString())}`,
      'Bearer a-cron-secret-of-some-length',
    )
    expect(await response.json()).toEqual({ ok: true, published: [draft.slug] })
    expect(revalidated).toEqual(
      expect.arrayContaining(['tag:blog', 'path:/us/blog', `path:/us/blog/${draft.slug}`, 'path:/blog/rss.xml']),
    )
    // Nothing new since now: nothing to expire.
    revalidated.length = 0
    expect(
      await (
        await call(`?since=${encodeURIComponent(new Date().toISOString())}`, 'Bearer a-cron-secret-of-some-length')
      ).json(),
    ).toEqual({ ok: true, published: [] })
    expect(revalidated).toEqual([])
  })

  it('refuses a `since` that is not a date and time with 400', async () => {
    const response = await call('?since=yesterday', 'Bearer a-cron-secret-of-some-length')
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatch(/ISO 8601/)
  })
})
