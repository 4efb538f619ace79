import { eq } from 'drizzle-orm'
import { createAdminAccount } from '@/lib/admin/accounts'
import { discardProviderDraftAction, saveProviderAction, saveProviderDraftAction } from '@/lib/admin/actions/providers'
import { saveKeywordAction } from '@/lib/admin/actions/keywords'
import { signInAdmin } from '@/lib/actions/admin-session'
import { getProviderForEdit } from '@/lib/data/provider-admin'
import { getProviderPreview, getProviderSlug } from '@/lib/data/provider-drafts'
import { getProviderPage, getRankedProviders } from '@/lib/data/providers'
import {
  countryProviders,
  priceHistory,
  providerCardContent,
  providerDrafts,
  providers,
  trendingKeywords,
} from '@/lib/db/schema'
import { setRateLimitStore } from '@/lib/rate-limit'
import { PROVIDER_MESSAGES } from '@/lib/validation/provider'
import { SAMPLE_PROVIDER_MESSAGE, TEST_DATA_MESSAGE } from '@/lib/domain/test-data'
import { env } from '@/lib/env'
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
  it('requires the name and website with the required-fields message', async () => {
    expect(await saveProviderAction(null, form({ name: '', websiteUrl: 'https://x.example' }))).toMatchObject({
      ok: false,
      error: 'Please fill in all required fields',
    })
    expect(await saveProviderAction(null, form({ name: 'X', websiteUrl: '' }))).toMatchObject({
      ok: false,
      error: 'Please fill in all required fields',
    })
    expect(await saveProviderAction(null, form({ name: 'X', websiteUrl: 'javascript:alert(1)' }))).toMatchObject({
      ok: false,
      error: PROVIDER_MESSAGES.website,
    })
  })

  it('refuses the retired typed fields (prices, states, scores, a price source) and unknown fields, storing nothing', async () => {
    for (const field of [
      'googleScore',
      'trustpilotScore',
      'pricingTransparency',
      'vialScore',
      'sema_0.25mg',
      'uk_sema_0.25mg',
      'states',
      'medications',
      'sourceUrl',
      'lastVerifiedAt',
    ]) {
      expect(
        await saveProviderAction(null, form({ name: 'X', websiteUrl: 'https://x.example', [field]: '4' })),
      ).toMatchObject({ ok: false, error: 'The form contains fields it does not know' })
    }
    expect(await database.db.select().from(providers).where(eq(providers.name, 'X'))).toHaveLength(0)
  })

  it('creates a provider with its card and country links; with no figures yet it has no price and no score input', async () => {
    const result = await saveProviderAction(
      null,
      form({
        name: 'Admin Made Health',
        websiteUrl: 'https://admin-made.example',
        featured: 'on',
        card_features: 'Line one\nLine two',
        card_isActive: ['off', 'on'],
        uk_isAvailable: 'on',
        affiliateParams: 'ref=vialscore\nsub=admin',
      }),
    )
    expect(result).toEqual({ ok: true, message: 'Provider created successfully' })
    const [row] = await database.db.select().from(providers).where(eq(providers.slug, 'admin-made-health'))
    expect(row.affiliateParams).toEqual({ ref: 'vialscore', sub: 'admin' })
    const [card] = await database.db
      .select()
      .from(providerCardContent)
      .where(eq(providerCardContent.providerId, row.id))
    expect(card.features).toEqual(['Line one', 'Line two'])
    expect(card.isActive).toBe(true)
    const links = await database.db.select().from(countryProviders).where(eq(countryProviders.providerId, row.id))
    expect(links).toHaveLength(4)

    const uk = (await getRankedProviders({ countryCode: 'UK', featuredOnly: true })).find(
      (p) => p.slug === 'admin-made-health',
    )
    // No price, state list or review is stored for it: every input is missing, not 0, the medicines it offers included.
    expect(uk).toMatchObject({
      fromPrice: null,
      advertised: null,
      costs: null,
      statesPublished: null,
      trustpilotScore: null,
      rating: null,
    })
    expect(uk!.vialScore.components).toEqual({
      pricingTransparency: null,
      statesCoverage: null,
      google: null,
      trustpilot: null,
      medicationOffering: null,
    })
    const ca = await getRankedProviders({ countryCode: 'CA', featuredOnly: true })
    expect(ca.find((p) => p.slug === 'admin-made-health')).toBeUndefined()
  })

  it('updates by id and refuses a slug another provider uses', async () => {
    const [row] = await database.db.select().from(providers).where(eq(providers.slug, 'admin-made-health'))
    expect(
      await saveProviderAction(
        null,
        form({
          id: row.id,
          version: String(row.version),
          name: 'Admin Made Health Renamed',
          slug: 'admin-made-health',
          websiteUrl: 'https://admin-made.example',
        }),
      ),
    ).toEqual({ ok: true, message: 'Provider updated successfully' })
    expect(
      await saveProviderAction(
        null,
        form({ name: 'Another', slug: 'admin-made-health', websiteUrl: 'https://another.example' }),
      ),
    ).toMatchObject({ ok: false, error: expect.stringContaining('already uses the slug') })
  })

  it('refuses a save made from an older version: the second of two editors is told, and nothing of theirs is written', async () => {
    const [row] = await database.db.select().from(providers).where(eq(providers.slug, 'admin-made-health'))
    const loaded = String(row.version)
    const fields = { id: row.id, version: loaded, slug: 'admin-made-health', websiteUrl: 'https://admin-made.example' }
    expect(await saveProviderAction(null, form({ ...fields, name: 'First Editor’s Name' }))).toMatchObject({ ok: true })
    expect(await saveProviderAction(null, form({ ...fields, name: 'Second Editor’s Name' }))).toEqual({
      ok: false,
      error: expect.stringContaining('Another editor saved this provider'),
      data: { conflict: true },
    })
    const [after] = await database.db.select().from(providers).where(eq(providers.id, row.id))
    expect(after).toMatchObject({ name: 'First Editor’s Name', version: row.version + 1 })
  })
})

describe('test data, outside development', () => {
  it('refuses a website on a domain reserved for tests, and a provider marked as a sample', async () => {
    env.ALLOW_TEST_DATA = false
    try {
      expect(
        await saveProviderAction(null, form({ name: 'Real Clinic', websiteUrl: 'https://clinic.example' })),
      ).toEqual({
        ok: false,
        error: TEST_DATA_MESSAGE,
        fieldErrors: { websiteUrl: [TEST_DATA_MESSAGE] },
      })
      expect(
        await saveProviderAction(
          null,
          form({ name: 'Real Clinic', websiteUrl: 'https://www.real-clinic-e2e.com', isSample: 'on' }),
        ),
      ).toEqual({ ok: false, error: SAMPLE_PROVIDER_MESSAGE, fieldErrors: { isSample: [SAMPLE_PROVIDER_MESSAGE] } })
    } finally {
      env.ALLOW_TEST_DATA = true
    }
    expect(await database.db.select().from(providers).where(eq(providers.name, 'Real Clinic'))).toEqual([])
  })
})

describe('draft revisions', () => {
  const fields = {
    name: 'Draft Health',
    slug: 'draft-health',
    websiteUrl: 'https://draft.example',
    card_offerTitle: 'Free consultation',
  }
  const providerId = async () =>
    (await database.db.select().from(providers).where(eq(providers.slug, 'draft-health')))[0]!.id

  it('saves a change aside: the public page and history stay as they were; the preview shows it', async () => {
    expect(await saveProviderAction(null, form(fields))).toMatchObject({ ok: true })
    const id = await providerId()
    const historyBefore = await database.db.select().from(priceHistory).where(eq(priceHistory.providerId, id))
    expect(
      await saveProviderDraftAction(
        null,
        form({ ...fields, id, name: 'Draft Health Renamed', card_offerTitle: 'First month $99' }),
      ),
    ).toEqual({
      ok: true,
      message: 'Draft saved: the public page is unchanged until you save the provider',
    })
    const live = await getProviderPage({ slug: 'draft-health', countryCode: 'US' })
    expect(live).toMatchObject({ name: 'Draft Health', card: { offerTitle: 'Free consultation' } })
    expect(await database.db.select().from(priceHistory).where(eq(priceHistory.providerId, id))).toHaveLength(
      historyBefore.length,
    )

    const preview = await getProviderPreview({ id, countryCode: 'US' })
    expect(preview).toMatchObject({
      name: 'Draft Health Renamed',
      slug: 'draft-health',
      card: { offerTitle: 'First month $99' },
    })
    // The editor goes on editing the draft.
    expect(await getProviderForEdit({ id })).toMatchObject({
      provider: { name: 'Draft Health Renamed' },
      draft: { savedBy: ADMIN.email },
    })
  })

  it('opens a preview at the slug the draft gives, and a save applies the draft and drops it', async () => {
    const id = await providerId()
    expect(await saveProviderDraftAction(null, form({ ...fields, id, slug: 'draft-health-new' }))).toMatchObject({
      ok: true,
    })
    expect(await getProviderSlug({ id })).toBe('draft-health-new')
    expect(await saveProviderAction(null, form({ ...fields, id, name: 'Draft Health Final' }))).toMatchObject({
      ok: true,
    })
    expect(await database.db.select().from(providerDrafts).where(eq(providerDrafts.providerId, id))).toHaveLength(0)
    expect(await getProviderPreview({ id, countryCode: 'US' })).toBeNull()
    expect(await getProviderSlug({ id })).toBe('draft-health')
  })

  it('refuses a draft of a provider not yet created, and discards a draft on request', async () => {
    expect(await saveProviderDraftAction(null, form({ ...fields, slug: 'never-created' }))).toEqual({
      ok: false,
      error: 'Create the provider first: drafts hold changes to an existing provider',
    })
    const id = await providerId()
    expect(await saveProviderDraftAction(null, form({ ...fields, id, name: 'Throwaway' }))).toMatchObject({ ok: true })
    expect(await discardProviderDraftAction(null, { id })).toEqual({ ok: true, message: 'Draft discarded' })
    expect(await discardProviderDraftAction(null, { id })).toEqual({ ok: false, error: 'Failed to discard the draft' })
    expect((await getProviderForEdit({ id }))?.draft).toBeNull()
  })
})

describe('admin keywords', () => {
  it('requires a keyword and parses volume and trend as integers defaulting to 0', async () => {
    expect(await saveKeywordAction(null, form({ keyword: ' ', searchVolume: '5', trendScore: '5' }))).toMatchObject({
      ok: false,
      error: 'Please enter a keyword',
    })
    expect(
      await saveKeywordAction(null, form({ keyword: 'new term', searchVolume: 'lots', trendScore: '42.9' })),
    ).toEqual({ ok: true, message: 'Keyword created successfully' })
    const [row] = await database.db.select().from(trendingKeywords).where(eq(trendingKeywords.keyword, 'new term'))
    expect(row.searchVolume).toBe(0)
    expect(row.trendScore).toBe(42)
    expect(
      await saveKeywordAction(null, form({ id: row.id, keyword: 'renamed term', searchVolume: '7', trendScore: '' })),
    ).toEqual({ ok: true, message: 'Keyword updated successfully' })
    expect(await saveKeywordAction(null, form({ keyword: 'x', searchVolume: '1', trendScore: '101' }))).toMatchObject({
      ok: false,
      error: 'Trend score must be between 0 and 100',
    })
  })
})
