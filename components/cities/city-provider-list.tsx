import { ProviderCard } from '@/components/providers/provider-card'
import type { Country } from '@/config/countries'
import type { ProviderView } from '@/lib/data/providers'

/** Provider cards for a state, ranked; the same card as the home page. */
export function CityProviderList({ providers, country, stateName }: { providers: ProviderView[]; country: Country; stateName: string }) {
  if (providers.length === 0) return <p className="text-gray-700">No listed provider serves {stateName} yet.</p>
  return (
    <ol className="space-y-6" data-testid="city-providers">
      {providers.map((provider) => (
        <li key={provider.slug}>
          <ProviderCard provider={provider} country={country} />
        </li>
      ))}
    </ol>
  )
}
