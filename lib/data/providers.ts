import 'server-only'
import { and, eq } from 'drizzle-orm'
import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import type { Country } from '@/config/countries'
import { REVALIDATE_SECONDS, TAGS } from '@/lib/cache-tags'
import { getDb } from '@/lib/db/client'
import { countries, countryProviders, providerCardContent, providers } from '@/lib/db/schema'
import { fromPrice, medicationLabel, type MedicationLabel } from '@/lib/domain/pricing'

export type FeaturedProvider = {
  id: string
  slug: string
  name: string
  description: string
  medicationLabel: MedicationLabel
  fromPrice: number
  vialScore: number
  detailedRating: number | null
  isSample: boolean
  lastVerifiedAt: string | null
}

/** Featured providers available in a country, with local pricing and description where the country has them. */
export const getFeaturedProviders = cache(
  unstable_cache(
    async ({ countryCode }: { countryCode: Country['code'] }): Promise<FeaturedProvider[]> => {
      const rows = await getDb()
        .select({ provider: providers, link: countryProviders, card: providerCardContent })
        .from(providers)
        .innerJoin(countryProviders, eq(countryProviders.providerId, providers.id))
        .innerJoin(countries, eq(countries.id, countryProviders.countryId))
        .leftJoin(providerCardContent, eq(providerCardContent.providerId, providers.id))
        .where(and(eq(providers.featured, true), eq(countries.code, countryCode), eq(countryProviders.isAvailable, true)))

      const local = countryCode !== 'US'
      return rows
        .map(({ provider, link, card }) => ({
          id: provider.id,
          slug: provider.slug,
          name: provider.name,
          description: (local && link.localDescription) || provider.description,
          medicationLabel: medicationLabel(provider.medications),
          fromPrice: local
            ? fromPrice(link.localPricing.semaglutide, link.localPricing.tirzepatide)
            : fromPrice(provider.semaglutidePrices, provider.tirzepatidePrices),
          vialScore: provider.vialScore,
          detailedRating: card?.detailedRating ?? null,
          isSample: provider.isSample,
          lastVerifiedAt: (local && link.lastVerifiedAt) || provider.lastVerifiedAt,
        }))
        .sort((a, b) => (b.detailedRating ?? b.vialScore / 2) - (a.detailedRating ?? a.vialScore / 2) || b.vialScore - a.vialScore)
    },
    ['featured-providers'],
    { tags: [TAGS.providers], revalidate: REVALIDATE_SECONDS },
  ),
)
