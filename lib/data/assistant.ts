import 'server-only'
import { COUNTRIES, isHomeCountry, type CountryCode } from '@/config/countries'
import { getRankedProviders } from '@/lib/data/providers'
import { formatPrice } from '@/lib/domain/pricing'
import { ALL_STATES } from '@/lib/domain/vial-score'
import { providerKnowledge, staticKnowledge, type KnowledgeDoc } from '@/lib/integrations/assistant/knowledge'

/** Everything the assistant may quote for a visitor in `countryCode`: fixed pages plus live provider data. */
export async function getAssistantKnowledge({ countryCode }: { countryCode: CountryCode }): Promise<KnowledgeDoc[]> {
  const country = COUNTRIES.find((c) => c.code === countryCode)!
  const providers = await getRankedProviders({ countryCode, featuredOnly: false })
  return [
    ...staticKnowledge(),
    ...providerKnowledge(
      providers.map((p) => ({
        slug: p.slug,
        name: p.name,
        fromPrice: p.fromPrice === null ? null : formatPrice(p.fromPrice, country),
        medications: p.medications.join(' and ') || 'GLP-1 medications',
        coverage: !isHomeCountry(countryCode) ? `available in ${country.name}` : p.states.includes(ALL_STATES) ? 'in all 50 states' : `in ${p.states.length} states`,
        vialScore: p.vialScore.score,
        isSample: p.isSample,
      })),
    ),
  ]
}
