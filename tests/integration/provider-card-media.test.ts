/**
 * What editors set on a card reaches the public views, against a real database: a logo address from the
 * IMAGE_HOSTS list or an uploaded file (stored in the media table, served by /media/{id}), a badge colour,
 * and the offer. Refused input stores nothing.
 */
import { eq } from 'drizzle-orm'
import { createAdminAccount } from '@/lib/admin/accounts'
import { deleteProviderAction, saveProviderAction } from '@/lib/admin/actions/providers'
import { signInAdmin } from '@/lib/actions/admin-session'
import { getProviderPage, getRankedProviders } from '@/lib/data/providers'
import { media, providerCardContent, providers } from '@/lib/db/schema'
import { LOGO_MAX_BYTES, UPLOAD_MESSAGES } from '@/lib/domain/image-upload'
import { env } from '@/lib/env'
import { setRateLimitStore } from '@/lib/rate-limit'
import { GET as getMediaRoute } from '@/app/media/[id]/route'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { resetRequest } from '../helpers/request-state'

jest.mock('next/headers', () => require('../helpers/admin-mocks').nextHeaders)
jest.mock('next/cache', () => require('../helpers/admin-mocks').nextCache)

let database: TestDatabase
const ADMIN = { email: 'card-admin@vialscore.test', password: 'a-long-card-admin-password' }
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
const BASE = { name: 'Card Media Health', slug: 'card-media-health', websiteUrl: 'https://card-media.example' }

function form(fields: Record<string, string | Blob>) {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.append(key, value)
  return data
}
const providerId = async () =>
  (await database.db.select({ id: providers.id }).from(providers).where(eq(providers.slug, BASE.slug)))[0]?.id
const save = async (fields: Record<string, string | Blob>) =>
  saveProviderAction(null, form({ ...BASE, ...((await providerId()) ? { id: (await providerId())! } : {}), ...fields }))
const card = async () =>
  (
    await database.db
      .select()
      .from(providerCardContent)
      .where(eq(providerCardContent.providerId, (await providerId())!))
  )[0]
const view = async () =>
  (await getRankedProviders({ countryCode: 'US', featuredOnly: false })).find((p) => p.slug === BASE.slug)!
const serve = (id: string) =>
  getMediaRoute(new Request(`http://localhost/media/${id}`), { params: Promise.resolve({ id }) })
const mediaRows = () => database.db.select({ id: media.id }).from(media)

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  env.IMAGE_HOSTS = ['logos.example.com']
  setRateLimitStore({ hit: async () => ({ count: 1, resetAt: Date.now() + 60_000 }) })
  await createAdminAccount(ADMIN)
  resetRequest()
  await signInAdmin(null, form(ADMIN))
})
afterAll(() => database.dispose())

describe('a logo address', () => {
  it('from an IMAGE_HOSTS host is saved and shown, with the badge colour and the offer', async () => {
    expect(
      await save({
        card_logoUrl: 'https://logos.example.com/card-media.png',
        card_badgeText: 'Editor pick',
        card_badgeColor: ' Blue ',
        card_logoBackground: '#FFF',
        card_offerTitle: '$40 off the first month',
        card_offerCode: 'CARD40',
      }),
    ).toEqual({
      ok: true,
      message: 'Provider created successfully',
    })
    expect(await card()).toMatchObject({
      logoUrl: 'https://logos.example.com/card-media.png',
      badgeColor: 'blue',
      logoBackground: '#ffffff',
    })
    expect((await view()).card).toMatchObject({
      logoUrl: 'https://logos.example.com/card-media.png',
      badgeText: 'Editor pick',
      badgeColor: 'blue',
      logoBackground: '#ffffff',
      offerTitle: '$40 off the first month',
      offerCode: 'CARD40',
    })
    expect((await getProviderPage({ slug: BASE.slug, countryCode: 'US' }))?.card.offerCode).toBe('CARD40')
  })

  it('from another host, over http, or with a CSS or script payload in a colour is refused beside its field', async () => {
    const before = await card()
    expect(await save({ card_logoUrl: 'https://evil.example/logo.png' })).toMatchObject({
      ok: false,
      fieldErrors: { card_logoUrl: [expect.stringContaining('Logos load only from logos.example.com')] },
    })
    expect(await save({ card_logoUrl: 'http://logos.example.com/logo.png' })).toMatchObject({
      ok: false,
      fieldErrors: { card_logoUrl: [expect.stringContaining('https://')] },
    })
    expect(await save({ card_badgeColor: '"><svg/onload=alert(1)>' })).toMatchObject({
      ok: false,
      fieldErrors: { card_badgeColor: [expect.stringContaining('palette colour')] },
    })
    expect(await save({ card_logoBackground: '#fff;background:url(javascript:alert(1))' })).toMatchObject({
      ok: false,
      fieldErrors: { card_logoBackground: ['Use a colour like #065f46'] },
    })
    expect(await card()).toEqual(before)
  })

  it('stored before these rules, or on a host since taken off the list, is not drawn', async () => {
    await database.db
      .update(providerCardContent)
      .set({ badgeColor: 'url(javascript:x)', logoBackground: 'red' })
      .where(eq(providerCardContent.providerId, (await providerId())!))
    env.IMAGE_HOSTS = []
    expect((await view()).card).toMatchObject({ logoUrl: null, badgeColor: null, logoBackground: null })
    env.IMAGE_HOSTS = ['logos.example.com']
  })
})

describe('an uploaded logo', () => {
  it('is stored with the provider, becomes its logo address and is served from /media/{id}, cacheable for a year', async () => {
    expect(
      await save({
        card_logoUrl: 'https://logos.example.com/card-media.png',
        card_logoFile: new File([PNG], 'logo.png', { type: 'image/png' }),
      }),
    ).toMatchObject({ ok: true })
    const { logoUrl } = await card()
    expect(logoUrl).toMatch(/^\/media\/[0-9a-f-]{36}$/)
    expect((await view()).card.logoUrl).toBe(logoUrl)
    const response = await serve(logoUrl!.slice('/media/'.length))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG)
  })

  it('that is no PNG, JPEG or WebP, or too large, is refused with a message and stores nothing', async () => {
    const before = { card: await card(), media: await mediaRows() }
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], 'logo.svg', {
      type: 'image/svg+xml',
    })
    expect(await save({ card_logoFile: svg })).toMatchObject({
      ok: false,
      fieldErrors: { card_logoFile: [UPLOAD_MESSAGES.type] },
    })
    // The same script renamed and labelled as a PNG: its bytes give it away.
    const disguised = new File(['<svg onload="alert(1)"/>'], 'logo.png', { type: 'image/png' })
    expect(await save({ card_logoFile: disguised })).toMatchObject({
      ok: false,
      error: UPLOAD_MESSAGES.content,
      fieldErrors: { card_logoFile: [UPLOAD_MESSAGES.content] },
    })
    const big = new Uint8Array(LOGO_MAX_BYTES + 1)
    big.set(PNG)
    expect(await save({ card_logoFile: new File([big], 'big.png', { type: 'image/png' }) })).toMatchObject({
      ok: false,
      fieldErrors: { card_logoFile: [UPLOAD_MESSAGES.size] },
    })
    // A file in a text field is refused too, not read as its file name.
    expect(await save({ card_offerCode: new File(['x'], 'CODE', { type: 'text/plain' }) })).toMatchObject({ ok: false })
    expect({ card: await card(), media: await mediaRows() }).toEqual(before)
  })

  it('an empty file field (no file chosen) keeps the logo', async () => {
    const { logoUrl } = await card()
    // As the browser sends it, and as a server action's multipart parser hands it over (an empty file name is none: 'blob').
    for (const empty of [
      new File([], '', { type: 'application/octet-stream' }),
      new File([], 'blob', { type: 'application/octet-stream' }),
    ]) {
      expect(await save({ card_logoUrl: logoUrl!, card_logoFile: empty })).toMatchObject({ ok: true })
      expect((await card()).logoUrl).toBe(logoUrl)
    }
  })

  it('a replaced logo and a deleted provider leave no file behind', async () => {
    const first = (await card()).logoUrl!
    expect(await save({ card_logoFile: new File([PNG], 'second.png', { type: 'image/png' }) })).toMatchObject({
      ok: true,
    })
    const second = (await card()).logoUrl!
    expect(second).not.toBe(first)
    expect((await mediaRows()).map((row) => `/media/${row.id}`)).toEqual([second])
    expect((await serve(first.slice('/media/'.length))).status).toBe(404)

    expect(await deleteProviderAction(null, { id: (await providerId())! })).toMatchObject({ ok: true })
    expect(await mediaRows()).toEqual([])
  })

  it('/media/ answers 404 with a message for an unknown or malformed id', async () => {
    for (const id of ['0f8fad5b-d9cb-469f-a165-70867728950e', 'not-a-uuid', '../etc/passwd']) {
      const response = await serve(id)
      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ error: 'Image not found' })
    }
  })
})
