import 'server-only'
import { eq } from 'drizzle-orm'
import { HOME_COUNTRY_CODE, isHomeCountry, LOCAL_COUNTRIES, type CountryCode } from '@/config/countries'
import { adminOnly, currentAdmin } from '@/lib/admin/guard'
import { getDb } from '@/lib/db/client'
import { providerDrafts, providers } from '@/lib/db/schema'
import { AppError } from '@/lib/errors'
import {
  queryAvailable,
  rankedViews,
  withCountries,
  type ProviderDetail,
  type ProviderRow,
} from '@/lib/data/provider-listing'
import { providerDetailsColumns, type ProviderSave } from '@/lib/validation/provider'

// Shown on the public page through a signed preview link; applied by saveProvider (provider-admin.ts).

export type ProviderDraft = { input: ProviderSave; savedBy: string; savedAt: Date }

export const saveProviderDraft = adminOnly(async (input: ProviderSave & { id: string }): Promise<void> => {
  const savedBy = (await currentAdmin())?.email ?? 'unknown'
  const [exists] = await getDb().select({ id: providers.id }).from(providers).where(eq(providers.id, input.id))
  if (!exists) throw new AppError('not_found:provider', 'That provider no longer exists.')
  const values = { input: input as unknown as Record<string, unknown>, savedBy, savedAt: new Date() }
  await getDb()
    .insert(providerDrafts)
    .values({ providerId: input.id, ...values })
    .onConflictDoUpdate({ target: providerDrafts.providerId, set: values })
})

export const getProviderDraft = adminOnly(async ({ id }: { id: string }): Promise<ProviderDraft | null> => {
  const [row] = await getDb().select().from(providerDrafts).where(eq(providerDrafts.providerId, id))
  return row ? { input: row.input as unknown as ProviderSave, savedBy: row.savedBy, savedAt: row.savedAt } : null
})

export const discardProviderDraft = adminOnly(async ({ id }: { id: string }): Promise<boolean> => {
  const rows = await getDb()
    .delete(providerDrafts)
    .where(eq(providerDrafts.providerId, id))
    .returning({ id: providerDrafts.providerId })
  return rows.length > 0
})

export async function getProviderSlug({ id }: { id: string }): Promise<string | null> {
  const [row] = await getDb()
    .select({ slug: providers.slug, draft: providerDrafts.input })
    .from(providers)
    .leftJoin(providerDrafts, eq(providerDrafts.providerId, providers.id))
    .where(eq(providers.id, id))
  return row ? ((row.draft as { slug?: string } | null)?.slug ?? row.slug) : null
}

/** Never cached; only a valid preview token leads here (lib/preview.ts). */
export async function getProviderPreview({
  id,
  countryCode,
}: {
  id: string
  countryCode: CountryCode
}): Promise<ProviderDetail | null> {
  const [draft] = await getDb().select().from(providerDrafts).where(eq(providerDrafts.providerId, id))
  if (!draft) return null
  const input = draft.input as unknown as ProviderSave
  const rows = await queryAvailable(countryCode, { featuredOnly: false })
  const current =
    rows.find((row) => row.provider.id === id) ??
    (await queryAvailable(HOME_COUNTRY_CODE, { featuredOnly: false })).find((row) => row.provider.id === id)
  if (!current) return null
  const local = isHomeCountry(countryCode)
    ? null
    : input.countries[LOCAL_COUNTRIES.find((country) => country.code === countryCode)!.slug]
  const drafted: ProviderRow = {
    provider: { ...current.provider, ...providerDetailsColumns(input) },
    link: local ? { ...current.link, ...local } : current.link,
    card: { ...(current.card ?? { providerId: id, updatedAt: new Date() }), ...input.card } as ProviderRow['card'],
  }
  const view = (await rankedViews([...rows.filter((row) => row.provider.id !== id), drafted], countryCode)).find(
    (provider) => provider.id === id,
  )
  return view ? withCountries(view) : null
}
