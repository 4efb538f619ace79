/**
 * Per-page SEO overrides against a real database: the admin actions validate, store under the path's key,
 * audit and expire exactly the affected page; the public read finds the override and the metadata builder
 * puts it on the page, over a blog post's own meta fields too.
 */
import { and, eq } from 'drizzle-orm'
import { COUNTRIES } from '@/config/countries'
import { createAdminAccount } from '@/lib/admin/accounts'
import { deleteSeoOverrideAction, saveSeoOverrideAction } from '@/lib/admin/actions/seo'
import { signInAdmin } from '@/lib/actions/admin-session'
import { getSeoOverride, listSeoOverridesForAdmin } from '@/lib/data/seo-overrides'
import { auditLog, seoMetadata } from '@/lib/db/schema'
import { setRateLimitStore } from '@/lib/rate-limit'
import { pageMetadata } from '@/lib/seo/page-metadata'
import { SEO_MESSAGES } from '@/lib/validation/seo'
import { revalidated } from '../helpers/admin-mocks'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { resetRequest } from '../helpers/request-state'

jest.mock('next/headers', () => require('../helpers/admin-mocks').nextHeaders)
jest.mock('next/cache', () => require('../helpers/admin-mocks').nextCache)

let database: TestDatabase
const ADMIN = { email: 'seo-admin@vialscore.test', password: 'a-long-seo-admin-password' }
const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.append(key, value)
  return data
}
const rows = () => database.db.select().from(seoMetadata)

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  setRateLimitStore({ hit: async () => ({ count: 1, resetAt: Date.now() + 60_000 }) })
  await createAdminAccount(ADMIN)
  resetRequest()
  await signInAdmin(null, form(ADMIN))
})
afterAll(() => database.dispose())
beforeEach(() => {
  revalidated.length = 0
})

const POST_PAGE = {
  path: '/blog/my-post',
  country: null,
  title: 'Post meta title',
  description: 'Post meta description',
  imageUrl: '/post.png',
  image: 'blog' as const,
}

it('a page without an override keeps its own metadata', async () => {
  expect(await getSeoOverride({ path: '/blog/my-post' })).toBeNull()
  expect((await pageMetadata(POST_PAGE)).title).toBe('Post meta title')
})

it("stores an override under the page's public path, audits it and expires only that page", async () => {
  const result = await saveSeoOverrideAction(
    null,
    form({
      path: '/us/blog/my-post/',
      metaTitle: 'Editor title for my post',
      metaDescription: 'Editor description',
      ogImageUrl: 'https://cdn.example/card.png',
      canonicalUrl: '',
      robotsDirective: '',
    }),
  )
  expect(result).toEqual({ ok: true, message: SEO_MESSAGES.created })
  const [row] = await rows()
  expect(row).toMatchObject({
    pageType: 'page',
    pageSlug: 'blog/my-post',
    metaTitle: 'Editor title for my post',
    canonicalUrl: null,
    robotsDirective: null,
  })
  expect(revalidated).toEqual(['tag:seo:/blog/my-post', 'path:/us/blog/my-post'])
  const [entry] = await database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'seo-override'), eq(auditLog.entityId, row.id)))
  expect(entry).toMatchObject({ actorEmail: ADMIN.email, action: 'create', details: { path: '/blog/my-post' } })
})

it('the public read finds it, and the blog post page shows it over its own meta fields', async () => {
  expect(await getSeoOverride({ path: '/blog/my-post' })).toEqual({
    metaTitle: 'Editor title for my post',
    metaDescription: 'Editor description',
    ogImageUrl: 'https://cdn.example/card.png',
    canonicalUrl: null,
    robotsDirective: null,
  })
  const metadata = await pageMetadata(POST_PAGE)
  expect(metadata.title).toEqual({ absolute: 'Editor title for my post' })
  expect(metadata.description).toBe('Editor description')
  expect(metadata.openGraph?.images).toEqual([{ url: 'https://cdn.example/card.png', alt: 'Editor title for my post' }])
  // Another page, and the same path in a country variant, keep their own.
  expect(await getSeoOverride({ path: '/blog/other' })).toBeNull()
  expect(
    (await pageMetadata({ path: '/providers/x', country: COUNTRIES[1], title: 'T', description: 'D' })).title,
  ).toBe('T')
})

it('refuses bad input with a message per field, and a second override of one path, storing nothing', async () => {
  const before = await rows()
  const refused = await saveSeoOverrideAction(
    null,
    form({ path: 'blog/my-post', metaTitle: 'x'.repeat(71), ogImageUrl: 'javascript:alert(1)' }),
  )
  expect(refused).toMatchObject({
    ok: false,
    fieldErrors: {
      path: [expect.stringContaining('starting with /')],
      metaTitle: ['The title may be at most 70 characters'],
      ogImageUrl: ['Use a full http(s) URL or a site path'],
    },
  })
  expect(await saveSeoOverrideAction(null, form({ path: '/admin/seo', metaTitle: 'x' }))).toMatchObject({
    ok: false,
    fieldErrors: { path: [expect.stringContaining('no page')] },
  })
  expect(await saveSeoOverrideAction(null, form({ path: '/blog/my-post', metaDescription: 'Again' }))).toEqual({
    ok: false,
    error: SEO_MESSAGES.conflict,
  })
  expect(await rows()).toEqual(before)
  expect(revalidated).toEqual([])
})

it('an edit that moves the override to another path expires both pages; a delete expires the page', async () => {
  const [{ id }] = await listSeoOverridesForAdmin()
  expect(
    await saveSeoOverrideAction(null, form({ id, path: '/uk/providers/cedarline-health', metaTitle: 'UK title' })),
  ).toEqual({ ok: true, message: SEO_MESSAGES.updated })
  expect(revalidated).toEqual([
    'tag:seo:/uk/providers/cedarline-health',
    'path:/uk/providers/cedarline-health',
    'tag:seo:/blog/my-post',
    'path:/us/blog/my-post',
  ])
  expect(await getSeoOverride({ path: '/blog/my-post' })).toBeNull()
  expect(await getSeoOverride({ path: '/uk/providers/cedarline-health' })).toMatchObject({
    metaTitle: 'UK title',
    metaDescription: null,
    ogImageUrl: null,
  })

  revalidated.length = 0
  expect(await deleteSeoOverrideAction(null, { id })).toEqual({ ok: true, message: SEO_MESSAGES.deleted })
  expect(revalidated).toEqual(['tag:seo:/uk/providers/cedarline-health', 'path:/uk/providers/cedarline-health'])
  expect(await rows()).toEqual([])
  expect(await deleteSeoOverrideAction(null, { id })).toEqual({ ok: false, error: SEO_MESSAGES.deleteFailed })
})
