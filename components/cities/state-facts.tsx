import Link from 'next/link'
import { CoverageStatus } from '@/components/content/coverage-status'
import { Card } from '@/components/ui/card'
import { Section } from '@/components/ui/section'
import { medicineIngredients } from '@/lib/content/medications'
import type { ProviderView } from '@/lib/data/providers'
import { medicineOffers } from '@/lib/domain/medicine-offers'
import { formatUsd } from '@/lib/domain/pricing'
import type { StateCoverage } from '@/lib/validation/content'

/**
 * What our data says about a state: how many programs treat there, the lowest all-in monthly cost of each
 * medicine among them, and the state's Medicaid coverage row. Computed, never written per page.
 */
export function StateFacts({
  state,
  providers,
  unlisted,
  coverage,
}: {
  state: string
  providers: ProviderView[]
  unlisted: string[]
  coverage: StateCoverage | null
}) {
  return (
    <Section heading={<>GLP-1 care in {state}: our data</>} headingId="state-facts" size="xl" className="mt-10">
      <dl className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Card radius="lg">
          <dt className="text-sm text-gray-600">Programs a dated source says treat in {state}</dt>
          <dd className={providers.length ? 'text-2xl font-bold' : 'font-semibold'}>
            {providers.length || 'None yet'}
          </dd>
          {unlisted.length > 0 && (
            <dd className="mt-1 text-xs text-gray-600">
              {unlisted.length} more publish no list of states: {unlisted.join(', ')}
            </dd>
          )}
        </Card>
        {/* Only a medicine some listed program prices: no 'Not published' box above programs that do price it. */}
        {medicineIngredients().flatMap(({ ingredient: medicine, brands }) => {
          const lowest = medicineOffers(providers, { ingredient: medicine }).find(
            (offer) => offer.lowestTrueMonthly !== null,
          )
          if (!lowest) return []
          return [
            <Card key={medicine} radius="lg">
              <dt className="text-sm text-gray-600">
                Lowest all-in monthly cost, {medicine}
                {brands.length > 0 && ` (${brands.join(', ')})`}
              </dt>
              <dd className="text-2xl font-bold">{formatUsd(lowest.lowestTrueMonthly!)}</dd>
              <dd className="mt-1 text-xs text-gray-600">
                <Link href={`/providers/${lowest.providerSlug}`} className="underline">
                  {lowest.providerName}
                </Link>
                , {lowest.title}
              </dd>
            </Card>,
          ]
        })}
        <Card radius="lg">
          <dt className="text-sm text-gray-600">
            <Link href={`/medicaid#${coverage?.state.toLowerCase() ?? ''}`} className="underline">
              Medicaid, for weight loss
            </Link>
          </dt>
          <dd>{coverage ? <CoverageStatus row={coverage} /> : 'Not known'}</dd>
        </Card>
      </dl>
      {coverage && (
        <p className="mt-3">
          <Link href={`/cost?unit=imperial&state=${coverage.state}`} className="font-semibold text-brand-700 underline">
            What would it cost you in {state}?
          </Link>{' '}
          Your cost with Medicare, Medicaid, a health plan or paying yourself.
        </p>
      )}
    </Section>
  )
}
