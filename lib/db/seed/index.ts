import { count, eq } from 'drizzle-orm'
import { COUNTRIES, isHomeCountry } from '@/config/countries'
import { computeVialScore } from '@/lib/domain/vial-score'
import type { Database } from '../client'
import * as t from '../schema'
import { SAMPLE_KEYWORDS, SAMPLE_POSTS, SITE_CONTENT } from './content'
import { SAMPLE_LAST_VERIFIED, SAMPLE_PROVIDERS, SAMPLE_SOURCE } from './providers'

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.countries)
  return row.n === 0
}

/**
 * Inserts the sample data. Idempotent: every row is keyed (country id, provider slug, content key, post
 * slug, keyword text), so running it again adds nothing and never overwrites an editor's change.
 */
export async function seedDatabase(db: Database) {
  await db.transaction(async (tx) => {
    await tx
      .insert(t.countries)
      .values(COUNTRIES.map(({ id, code, name, currency, currencySymbol, path }) => ({ id, code, name, currency, currencySymbol, path })))
      .onConflictDoNothing()

    for (const sample of SAMPLE_PROVIDERS) {
      const score = computeVialScore({
        pricingTransparency: sample.pricingTransparency,
        states: sample.states,
        googleScore: sample.googleScore,
        trustpilotScore: sample.trustpilotScore,
        medications: sample.medications,
      })
      const [inserted] = await tx
        .insert(t.providers)
        .values({
          slug: sample.slug,
          name: sample.name,
          description: sample.description,
          websiteUrl: sample.websiteUrl,
          states: sample.states,
          medications: sample.medications,
          semaglutidePrices: sample.semaglutidePrices,
          tirzepatidePrices: sample.tirzepatidePrices,
          trustpilotScore: sample.trustpilotScore,
          googleScore: sample.googleScore,
          pricingTransparency: sample.pricingTransparency,
          vialScore: score.stored,
          featured: sample.featured,
          discountCode: sample.discountCode ?? null,
          affiliateParams: sample.affiliateParams ?? {},
          isSample: true,
          sourceUrl: SAMPLE_SOURCE,
          lastVerifiedAt: SAMPLE_LAST_VERIFIED,
        })
        .onConflictDoNothing({ target: t.providers.slug })
        .returning({ id: t.providers.id })
      if (!inserted) continue

      await tx.insert(t.providerCardContent).values({ providerId: inserted.id, ...sample.card })
      const countryLinks = COUNTRIES.map((country) => {
        if (isHomeCountry(country.code)) return { countryId: country.id, providerId: inserted.id, isAvailable: true }
        const local = sample.countries[country.code]
        return {
          countryId: country.id,
          providerId: inserted.id,
          isAvailable: local?.isAvailable ?? false,
          localPricing: local?.localPricing ?? {},
          localDescription: local?.localDescription ?? null,
          shippingInfo: local?.shippingInfo ?? null,
          sourceUrl: local ? SAMPLE_SOURCE : null,
          lastVerifiedAt: local ? SAMPLE_LAST_VERIFIED : null,
        }
      })
      await tx.insert(t.countryProviders).values(countryLinks)
    }

    await tx
      .insert(t.siteContent)
      .values(Object.entries(SITE_CONTENT).map(([key, content]) => ({ key, content })))
      .onConflictDoNothing()

    await tx.insert(t.blogPosts).values(SAMPLE_POSTS).onConflictDoNothing({ target: t.blogPosts.slug })

    for (const keyword of SAMPLE_KEYWORDS) {
      const existing = await tx.select({ id: t.trendingKeywords.id }).from(t.trendingKeywords).where(eq(t.trendingKeywords.keyword, keyword.keyword))
      if (existing.length === 0) await tx.insert(t.trendingKeywords).values(keyword)
    }
  })
}
