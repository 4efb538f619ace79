import { asc, eq } from 'drizzle-orm'
import { createAdminAccount } from '@/lib/admin/accounts'
import { discardProviderDraftAction, saveProviderAction, saveProviderDraftAction } from '@/lib/admin/actions/providers'
import { saveKeywordAction } from '@/lib/admin/actions/keywords'
import { signInAdmin } from '@/lib/actions/admin-session'
import { getPriceHistory, getProviderForEdit, getProviderPage, getProviderPreview, getProviderSlug, getRankedProviders } from '@/lib/data/providers'
import { countryProviders, priceHistory, providerCardContent, providerDrafts, providers, trendingKeywords } from '@/lib/db/schema'
import { setRateLimitStore } from '@/lib/rate-limit'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { resetRequest } from '../helpers/request-state'

jest.mock('next/headers', () => require('../helpers/admin-mocks').nextHeaders)
jest.mock('next/cache', () => require('../helpers/admin-mocks').nextCache)

let database: TestDatabase
const ADMIN = { email: 'admin@vialscore.test', password: 'a-long-admin-password' }
const form = (fields: Record<string, string | string[]>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) data.append(key, item)
  return data
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  setRateLimitStore({ hit: async () => ({ count: 1, resetAt: Date.now() + 60_000 }) })
  await createAdminAccount(ADMIN)
  resetRequest()
  await signInAdmin(null, form(ADMIN))
})
afterAll(() => database.dispose())

describe('admin provider form', () => {
  it('requires the name and website with the spec message', async () => {
    expect(await saveProviderAction(null, form({ name: '', websiteUrl: 'https://x.example' }))).toMatchObject({ ok: false, error: 'Please fill in all required fields' })
    expect(await saveProviderAction(null, form({ name: 'X', websiteUrl: '' }))).toMatchObject({ ok: false, error: 'Please fill in all required fields' })
    expect(await saveProviderAction(null, form({ name: 'X', websiteUrl: 'javascript:alert(1)' }))).toMatchObject({ ok: false, error: expect.stringContaining('valid website URL') })
  })

  it('rejects scores outside 0-5 and unknown fields, storing nothing', async () => {
    expect(await saveProviderAction(null, form({ name: 'X', websiteUrl: 'https://x.example', googleScore: '7' }))).toMatchObject({ ok: false, error: 'Google score must be between 0 and 5' })
    expect(await saveProviderAction(null, form({ name: 'X', websiteUrl: 'https://x.example', vialScore: '10' }))).toMatchObject({ ok: false })
    // Text that is no number is refused, never read as 0.
    expect(await saveProviderAction(null, form({ name: 'X', websiteUrl: 'https://x.example', trustpilotScore: 'four' }))).toMatchObject({ ok: false, error: 'Trustpilot score must be between 0 and 5' })
    expect(await database.db.select().from(providers).where(eq(providers.name, 'X'))).toHaveLength(0)
  })

  it('creates a provider with computed Vial Score, card and country links; an empty score is a missing input', async () => {
    const result = await saveProviderAction(
      null,
      form({
        name: 'Admin Made Health',
        websiteUrl: 'https://admin-made.example',
        states: ['All States'],
        medications: ['Semaglutide', 'Tirzepatide'],
        'sema_0.25mg': '189',
        'tirz_2.5mg': '259',
        trustpilotScore: '',
        googleScore: '4.5',
        pricingTransparency: '5',
        featured: 'on',
        card_features: 'Line one\nLine two',
        card_isActive: ['off', 'on'],
        uk_isAvailable: 'on',
        'uk_sema_0.25mg': '149',
        affiliateParams: 'ref=vialscore\nsub=admin',
        lastVerifiedAt: '2026-11-20',
        sourceUrl: 'https://admin-made.example/pricing',
      }),
    )
    expect(result).toEqual({ ok: true, message: 'Provider created successfully' })
    const [row] = await database.db.select().from(providers).where(eq(providers.slug, 'admin-made-health'))
    expect(row.trustpilotScore).toBeNull()
    // Trustpilot left out, the other weights scaled up: (0.25*5 + 0.2*5 + 0.2*4.5 + 0.15*5) / 0.8 = 4.875 -> 4.9, stored 9.8
    expect(row.vialScore).toBe(9.8)
    expect(row.affiliateParams).toEqual({ ref: 'vialscore', sub: 'admin' })
    const [card] = await database.db.select().from(providerCardContent).where(eq(providerCardContent.providerId, row.id))
    expect(card.features).toEqual(['Line one', 'Line two'])
    expect(card.isActive).toBe(true)
    const links = await database.db.select().from(countryProviders).where(eq(countryProviders.providerId, row.id))
    expect(links).toHaveLength(4)

    const uk = await getRankedProviders({ countryCode: 'UK', featuredOnly: true })
    expect(uk.find((p) => p.slug === 'admin-made-health')?.fromPrice).toBe(149)
    const ca = await getRankedProviders({ countryCode: 'CA', featuredOnly: true })
    expect(ca.find((p) => p.slug === 'admin-made-health')).toBeUndefined()
  })

  it('updates by id and refuses a slug another provider uses', async () => {
    const [row] = await database.db.select().from(providers).where(eq(providers.slug, 'admin-made-health'))
    expect(await saveProviderAction(null, form({ id: row.id, name: 'Admin Made Health Renamed', slug: 'admin-made-health', websiteUrl: 'https://admin-made.example' }))).toEqual({ ok: true, message: 'Provider updated successfully' })
    expect(await saveProviderAction(null, form({ name: 'Another', slug: 'admin-made-health', websiteUrl: 'https://another.example' }))).toMatchObject({ ok: false, error: expect.stringContaining('already uses the slug') })
  })
})

describe('price history', () => {
  const edit = (fields: Record<string, string | string[]>) =>
    saveProviderAction(null, form({ name: 'History Health', slug: 'history-health', websiteUrl: 'https://history.example', medications: ['Semaglutide'], sourceUrl: 'https://history.example/prices', lastVerifiedAt: '2026-11-20', ...fields }))
  const history = (providerId: string) => database.db.select().from(priceHistory).where(eq(priceHistory.providerId, providerId)).orderBy(asc(priceHistory.changedAt))

  it('records each added and changed price with who and the source, and nothing for an unchanged save', async () => {
    expect(await edit({ 'sema_0.25mg': '199', 'sema_0.5mg': '249' })).toMatchObject({ ok: true })
    const [row] = await database.db.select().from(providers).where(eq(providers.slug, 'history-health'))
    expect((await history(row.id)).map((entry) => [entry.dose, entry.oldAmount, entry.newAmount])).toEqual([['0.25mg', null, 199], ['0.5mg', null, 249]])
    expect(await edit({ id: row.id, 'sema_0.25mg': '179', 'sema_0.5mg': '249', uk_isAvailable: 'on', 'uk_sema_0.25mg': '149' })).toMatchObject({ ok: true })
    expect(await edit({ id: row.id, 'sema_0.25mg': '179', 'sema_0.5mg': '249', uk_isAvailable: 'on', 'uk_sema_0.25mg': '149' })).toMatchObject({ ok: true })
    const entries = await history(row.id)
    expect(entries).toHaveLength(4)
    expect(entries.slice(2).map((entry) => [entry.countryCode, entry.dose, entry.oldAmount, entry.newAmount])).toEqual(
      expect.arrayContaining([['US', '0.25mg', 199, 179], ['UK', '0.25mg', null, 149]]),
    )
    expect(entries[2]).toMatchObject({ changedBy: ADMIN.email, sourceUrl: 'https://history.example/prices', sourceDate: '2026-11-20' })
    // The public read: one country, oldest first, without who made the change.
    const page = await getPriceHistory({ providerId: row.id, countryCode: 'US' })
    expect(page.map((entry) => entry.newAmount)).toEqual([199, 249, 179])
    expect(page[0]).not.toHaveProperty('changedBy')
  })

  it('writes history in the same transaction as the change: a refused save leaves none', async () => {
    const [row] = await database.db.select().from(providers).where(eq(providers.slug, 'history-health'))
    const before = (await history(row.id)).length
    // Another provider's slug: the update fails after the history rows are inserted, and takes them back.
    expect(await edit({ id: row.id, slug: 'admin-made-health', 'sema_0.25mg': '99' })).toMatchObject({ ok: false })
    expect(await history(row.id)).toHaveLength(before)
    const [after] = await database.db.select().from(providers).where(eq(providers.id, row.id))
    expect(after.semaglutidePrices['0.25mg']).toBe(179)
  })
})

describe('draft revisions', () => {
  const fields = { name: 'Draft Health', slug: 'draft-health', websiteUrl: 'https://draft.example', medications: ['Semaglutide'], states: ['All States'], 'sema_0.25mg': '199' }
  const providerId = async () => (await database.db.select().from(providers).where(eq(providers.slug, 'draft-health')))[0]!.id

  it('saves a change aside: the public page, prices and history stay as they were; the preview shows it', async () => {
    expect(await saveProviderAction(null, form(fields))).toMatchObject({ ok: true })
    const id = await providerId()
    const historyBefore = await database.db.select().from(priceHistory).where(eq(priceHistory.providerId, id))
    expect(await saveProviderDraftAction(null, form({ ...fields, id, name: 'Draft Health Renamed', 'sema_0.25mg': '149', card_offerTitle: 'First month $99' }))).toEqual({
      ok: true,
      message: 'Draft saved: the public page is unchanged until you save the provider',
    })
    const live = await getProviderPage({ slug: 'draft-health', countryCode: 'US' })
    expect(live).toMatchObject({ name: 'Draft Health', prices: { semaglutide: { '0.25mg': 199 } } })
    expect(await database.db.select().from(priceHistory).where(eq(priceHistory.providerId, id))).toHaveLength(historyBefore.length)

    const preview = await getProviderPreview({ id, countryCode: 'US' })
    expect(preview).toMatchObject({ name: 'Draft Health Renamed', slug: 'draft-health', prices: { semaglutide: { '0.25mg': 149 } }, card: { offerTitle: 'First month $99' } })
    // The editor goes on editing the draft.
    expect(await getProviderForEdit({ id })).toMatchObject({ provider: { name: 'Draft Health Renamed' }, draft: { savedBy: ADMIN.email } })
  })

  it('opens a preview at the slug the draft gives, and a save applies the draft and drops it', async () => {
    const id = await providerId()
    expect(await saveProviderDraftAction(null, form({ ...fields, id, slug: 'draft-health-new' }))).toMatchObject({ ok: true })
    expect(await getProviderSlug({ id })).toBe('draft-health-new')
    expect(await saveProviderAction(null, form({ ...fields, id, name: 'Draft Health Final' }))).toMatchObject({ ok: true })
    expect(await database.db.select().from(providerDrafts).where(eq(providerDrafts.providerId, id))).toHaveLength(0)
    expect(await getProviderPreview({ id, countryCode: 'US' })).toBeNull()
    expect(await getProviderSlug({ id })).toBe('draft-health')
  })

  it('refuses a draft of a provider not yet created, and discards a draft on request', async () => {
    expect(await saveProviderDraftAction(null, form({ ...fields, slug: 'never-created' }))).toEqual({ ok: false, error: 'Create the provider first: drafts hold changes to an existing provider' })
    const id = await providerId()
    expect(await saveProviderDraftAction(null, form({ ...fields, id, name: 'Throwaway' }))).toMatchObject({ ok: true })
    expect(await discardProviderDraftAction(null, { id })).toEqual({ ok: true, message: 'Draft discarded' })
    expect(await discardProviderDraftAction(null, { id })).toEqual({ ok: false, error: 'Failed to discard the draft' })
    expect((await getProviderForEdit({ id }))?.draft).toBeNull()
  })
})

describe('admin keywords', () => {
  it('requires a keyword and parses volume and trend as integers defaulting to 0', async () => {
    expect(await saveKeywordAction(null, form({ keyword: ' ', searchVolume: '5', trendScore: '5' }))).toMatchObject({ ok: false, error: 'Please enter a keyword' })
    expect(await saveKeywordAction(null, form({ keyword: 'new term', searchVolume: 'lots', trendScore: '42.9' }))).toEqual({ ok: true, message: 'Keyword created successfully' })
    const [row] = await database.db.select().from(trendingKeywords).where(eq(trendingKeywords.keyword, 'new term'))
    expect(row.searchVolume).toBe(0)
    expect(row.trendScore).toBe(42)
    expect(await saveKeywordAction(null, form({ id: row.id, keyword: 'renamed term', searchVolume: '7', trendScore: '' }))).toEqual({ ok: true, message: 'Keyword updated successfully' })
    expect(await saveKeywordAction(null, form({ keyword: 'x', searchVolume: '1', trendScore: '101' }))).toMatchObject({ ok: false, error: 'Trend score must be between 0 and 100' })
  })
})
