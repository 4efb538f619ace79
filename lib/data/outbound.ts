import 'server-only'
import { and, eq, exists, sql } from 'drizzle-orm'
import { isHomeCountry, type CountryCode } from '@/config/countries'
import { getDb } from '@/lib/db/client'
import { countries, countryProviders, outboundClicks, providers } from '@/lib/db/schema'

/**
 * Where a /go/ link sends the visitor: the country's local URL, else the stored website. Null if unknown, and
 * for a provider listed in no country (a draft, such as a converted submission an editor has not finished):
 * the site links only to what it lists, so /go/ is no redirect to any stored website.
 */
export async function getOutboundTarget({ slug, countryCode }: { slug: string; countryCode: CountryCode }) {
  const db = getDb()
  const listed = db
    .select({ one: sql`1` })
    .from(countryProviders)
    .where(and(eq(countryProviders.providerId, providers.id), eq(countryProviders.isAvailable, true)))
  const [provider] = await db
    .select({ id: providers.id, websiteUrl: providers.websiteUrl, affiliateParams: providers.affiliateParams })
    .from(providers)
    .where(and(eq(providers.slug, slug), exists(listed)))
  if (!provider) return null
  let url = provider.websiteUrl
  if (!isHomeCountry(countryCode)) {
    const [link] = await db
      .select({ localUrl: countryProviders.localUrl })
      .from(countryProviders)
      .innerJoin(countries, eq(countries.id, countryProviders.countryId))
      .where(and(eq(countryProviders.providerId, provider.id), eq(countries.code, countryCode)))
    url = link?.localUrl || url
  }
  return { providerId: provider.id, url, affiliateParams: provider.affiliateParams }
}

export async function recordOutboundClick({
  providerId,
  countryCode,
}: {
  providerId: string
  countryCode: CountryCode
}) {
  await getDb().insert(outboundClicks).values({ providerId, countryCode })
}
