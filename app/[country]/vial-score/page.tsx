import Link from 'next/link'
import { COMPONENT_LABELS, VialScoreBreakdownTable } from '@/components/providers/vial-score-breakdown'
import { Card } from '@/components/ui/card'
import { TermCards } from '@/components/ui/term-cards'
import { Section } from '@/components/ui/section'
import { Table } from '@/components/ui/table'
import { getRankedProviders } from '@/lib/data/providers'
import { countryHref } from '@/lib/domain/country'
import { longDay } from '@/lib/domain/dates'
import { requireCountry } from '@/lib/http/country-segment'
import { dataCountryParams } from '@/lib/static-params'
import {
  SCORE_THRESHOLD,
  VIAL_SCORE_CHANGELOG,
  VIAL_SCORE_VERSION,
  VIAL_SCORE_WEIGHTS,
  type VialScoreComponent,
} from '@/lib/domain/vial-score'
import { fixedCountryPageMetadata } from '@/lib/seo/fixed-pages'

export const revalidate = 3600
export const generateStaticParams = dataCountryParams

export const generateMetadata = fixedCountryPageMetadata('/vial-score')

const HOW_MEASURED: Record<VialScoreComponent, string> = {
  pricingTransparency:
    'The share of the offered medicines’ dose steps for which the program’s own price is on a dated page, scaled to 5. Left out when we hold no dated copy of its prices; 0 only where a dated source says it publishes none. A price it sells at because a maker says so is the maker’s publishing, not the program’s.',
  statesCoverage:
    'Share of the 50 US states the provider serves, scaled to 5 ("All States" scores 5); left out when no dated source states where it treats.',
  google: 'The provider’s Google review average (0-5), from a dated copy of the review page; left out without one.',
  trustpilot: 'The provider’s Trustpilot average (0-5), from a dated copy of the review page; left out without one.',
  medicationOffering: 'Semaglutide and tirzepatide both offered scores 5; one of them 2.5.',
}

/** Each band and the scores it covers. */
const BANDS = [
  ['Excellent', '4.5 – 5.0'],
  ['Very good', '4.0 – 4.4'],
  ['Good', '3.0 – 3.9'],
  ['Needs improvement', 'below 3.0'],
] as const

export default async function VialScorePage({ params }: PageProps<'/[country]/vial-score'>) {
  const country = await requireCountry(params)
  const providers = await getRankedProviders({ countryCode: country.code, featuredOnly: false })
  const keys = Object.keys(VIAL_SCORE_WEIGHTS) as VialScoreComponent[]
  const scored = providers.filter((provider) => provider.rating !== null)
  // The inputs most often missing, most missing first.
  const lacking = keys
    .map((key) => [key, providers.filter((provider) => provider.vialScore.components[key] === null).length] as const)
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1])

  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">How the Vial Score works</h1>
      <p className="mt-3 text-lg text-gray-700">
        The Vial Score rates each provider out of 5.0. It is computed from five published inputs, never typed in, and
        donations or affiliate fees never change it. Method version <strong>{VIAL_SCORE_VERSION}</strong>.
      </p>

      <Section heading="The five inputs" headingId="inputs" className="mt-8">
        <Table className="mt-4" columns={['Input', 'Weight', 'How it is measured']}>
          {keys.map((key) => (
            <tr key={key}>
              <th scope="row" className="py-2 pr-4 font-semibold">
                {COMPONENT_LABELS[key]}
              </th>
              <td className="py-2 pr-4">{Math.round(VIAL_SCORE_WEIGHTS[key] * 100)}%</td>
              <td className="py-2 text-gray-700">{HOW_MEASURED[key]}</td>
            </tr>
          ))}
        </Table>
        <p className="mt-3 text-sm text-gray-700">
          Score = the weighted sum of the five inputs, rounded to one decimal. Our database keeps it on a 0-10 scale
          (twice the score).
        </p>
      </Section>

      <Section heading="When a program gets a score" headingId="threshold" className="mt-8">
        <p className="mt-3 text-gray-700">
          An input no dated source gives is missing: it is left out and the weights of the others are scaled up to 100%,
          never scored 0. A score is shown only when the inputs present carry at least{' '}
          {Math.round(SCORE_THRESHOLD * 100)}% of the method’s weight. Below that the program is “Not rated yet”: it
          gets no stars, its breakdown still shows what we hold, and lists place it after the scored programs, cheapest
          published all-in monthly cost first, then programs with no dated price, by name.
        </p>
      </Section>

      <Section heading="How many programs are scored today" headingId="scored-today" className="mt-8">
        <p className="mt-3 text-gray-700" data-testid="scored-today">
          {scored.length} of {providers.length} programs listed in {country.name} {scored.length === 1 ? 'is' : 'are'}{' '}
          scored today.
          {lacking.length > 0 &&
            ` Inputs no dated source gives: ${lacking
              .map(([key, count]) => `${COMPONENT_LABELS[key].toLowerCase()} for ${count}`)
              .join(', ')}.`}
          {scored.length * 2 < providers.length &&
            ` Most programs publish only their prices, which carry at most ${Math.round(
              (VIAL_SCORE_WEIGHTS.pricingTransparency + VIAL_SCORE_WEIGHTS.medicationOffering) * 100,
            )}% of the weight: below the ${Math.round(SCORE_THRESHOLD * 100)}% a score needs.`}
        </p>
      </Section>

      <Section heading="What a score means" headingId="bands" className="mt-8">
        <TermCards items={BANDS} className="mt-4 gap-2 sm:grid-cols-2" card={{ padding: 'sm', radius: 'lg' }} />
      </Section>

      <Section heading="How often it changes" headingId="cadence" className="mt-8">
        <ul className="mt-3 list-disc space-y-1 pl-6 text-gray-700">
          <li>
            A score changes when a figure it rests on changes: each figure carries its source and that source’s date.
          </li>
          <li>
            A figure whose source is more than 60 days old is marked as possibly out of date and listed for editors to
            check again.
          </li>
          <li>Each change to the method gets a new version number, listed below with its date.</li>
        </ul>
      </Section>

      <Section heading="Changes to the method" headingId="changelog" className="mt-8">
        <ol className="mt-3 space-y-3 text-gray-700">
          {VIAL_SCORE_CHANGELOG.map((entry) => (
            <li key={entry.version}>
              <p className="font-semibold">
                Version {entry.version} · <time dateTime={entry.date}>{longDay(entry.date)}</time>
              </p>
              <ul className="mt-1 list-disc space-y-1 pl-6">
                {entry.changes.map((change) => (
                  <li key={change}>{change}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </Section>

      <Section heading={<>Every provider’s score in {country.name}</>} headingId="all-scores" className="mt-10">
        {providers.length === 0 && (
          <p className="mt-3 text-gray-700">
            No program in {country.name} has sourced figures to score yet.{' '}
            <Link href={countryHref(country, '/')} className="underline">
              What the public record holds for {country.name}
            </Link>
          </p>
        )}
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          {providers.map((provider) => (
            <Card key={provider.id}>
              <VialScoreBreakdownTable breakdown={provider.vialScore} caption={provider.name} />
              <p className="mt-2 text-xs text-gray-600">
                {provider.isSample ? 'Sample data. ' : ''}
                <Link href={countryHref(country, `/providers/${provider.slug}`)} className="underline">
                  {provider.name} details
                </Link>
              </p>
            </Card>
          ))}
        </div>
      </Section>
    </article>
  )
}
