import { format, parseISO } from 'date-fns'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { COMPONENT_LABELS, VialScoreBreakdownTable } from '@/components/providers/vial-score-breakdown'
import { getRankedProviders } from '@/lib/data/providers'
import { countryBySlug, countryHref } from '@/lib/domain/country'
import { dataCountryParams } from '@/lib/static-params'
import { VIAL_SCORE_CHANGELOG, VIAL_SCORE_VERSION, VIAL_SCORE_WEIGHTS, type VialScoreComponent } from '@/lib/domain/vial-score'
import { countryPageMetadata } from '@/lib/seo/metadata'

export const revalidate = 3600
export const generateStaticParams = dataCountryParams

export const generateMetadata = ({ params }: PageProps<'/[country]/vial-score'>) =>
  countryPageMetadata(params, {
    title: 'How the Vial Score Works',
    description: 'The Vial Score rates online GLP-1 providers out of 5 from five published inputs. See the method, the weights and every provider’s breakdown.',
    path: '/vial-score',
    image: 'page',
  })

const HOW_MEASURED: Record<VialScoreComponent, string> = {
  pricingTransparency: 'Whether every dose has a published price, with what is included, before sign-up (0-5, an editor’s assessment against a checklist).',
  statesCoverage: 'Share of the 50 US states the provider serves, scaled to 5 ("All States" scores 5).',
  google: 'The provider’s Google review average (0-5).',
  trustpilot: 'The provider’s Trustpilot average (0-5).',
  medicationOffering: 'Semaglutide and tirzepatide both offered scores 5; one of them 2.5.',
}

const BANDS = [
  ['4.5 – 5.0', 'Excellent'],
  ['4.0 – 4.4', 'Very good'],
  ['3.0 – 3.9', 'Good'],
  ['below 3.0', 'Needs improvement'],
]

export default async function VialScorePage({ params }: PageProps<'/[country]/vial-score'>) {
  const country = countryBySlug((await params).country)
  if (!country) notFound()
  const providers = await getRankedProviders({ countryCode: country.code, featuredOnly: false })
  const keys = Object.keys(VIAL_SCORE_WEIGHTS) as VialScoreComponent[]

  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">How the Vial Score works</h1>
      <p className="mt-3 text-lg text-gray-700">
        The Vial Score rates each provider out of 5.0. It is computed from five published inputs, never typed in, and donations or
        affiliate fees never change it. Method version <strong>{VIAL_SCORE_VERSION}</strong>.
      </p>

      <section className="mt-8" aria-labelledby="inputs">
        <h2 id="inputs" className="text-2xl font-bold">
          The five inputs
        </h2>
        <table className="mt-4 w-full text-left text-sm">
          <thead className="text-xs uppercase tracking-wide text-gray-600">
            <tr>
              <th scope="col" className="py-2">
                Input
              </th>
              <th scope="col" className="py-2">
                Weight
              </th>
              <th scope="col" className="py-2">
                How it is measured
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {keys.map((key) => (
              <tr key={key}>
                <th scope="row" className="py-2 pr-4 font-semibold">
                  {COMPONENT_LABELS[key]}
                </th>
                <td className="py-2 pr-4">{Math.round(VIAL_SCORE_WEIGHTS[key] * 100)}%</td>
                <td className="py-2 text-gray-700">{HOW_MEASURED[key]}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-3 text-sm text-gray-700">
          Score = the weighted sum of the five inputs, rounded to one decimal. Our database keeps it on a 0-10 scale (twice the score).
        </p>
      </section>

      <section className="mt-8" aria-labelledby="bands">
        <h2 id="bands" className="text-2xl font-bold">
          What a score means
        </h2>
        <dl className="mt-4 grid gap-2 sm:grid-cols-2">
          {BANDS.map(([range, band]) => (
            <div key={band} className="rounded-lg border border-gray-200 p-3">
              <dt className="font-semibold">{band}</dt>
              <dd className="text-sm text-gray-700">{range}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="mt-8" aria-labelledby="cadence">
        <h2 id="cadence" className="text-2xl font-bold">
          How often it changes
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-6 text-gray-700">
          <li>Scores are updated monthly as prices and review averages change.</li>
          <li>Each provider’s inputs are reviewed quarterly by an editor.</li>
          <li>The method itself is refined annually; each change gets a new version number.</li>
        </ul>
      </section>

      <section className="mt-8" aria-labelledby="changelog">
        <h2 id="changelog" className="text-2xl font-bold">
          Changes to the method
        </h2>
        <ol className="mt-3 space-y-3 text-gray-700">
          {VIAL_SCORE_CHANGELOG.map((entry) => (
            <li key={entry.version}>
              <p className="font-semibold">
                Version {entry.version} · <time dateTime={entry.date}>{format(parseISO(entry.date), 'MMMM d, yyyy')}</time>
              </p>
              <ul className="mt-1 list-disc space-y-1 pl-6">
                {entry.changes.map((change) => (
                  <li key={change}>{change}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>

      <section className="mt-10" aria-labelledby="all-scores">
        <h2 id="all-scores" className="text-2xl font-bold">
          Every provider’s score in {country.name}
        </h2>
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          {providers.map((provider) => (
            <div key={provider.id} className="rounded-xl border border-gray-200 p-4">
              <VialScoreBreakdownTable breakdown={provider.vialScore} caption={provider.name} />
              <p className="mt-2 text-xs text-gray-600">
                {provider.isSample ? 'Sample data. ' : ''}
                <Link href={countryHref(country, `/providers/${provider.slug}`)} className="underline">
                  {provider.name} details
                </Link>
              </p>
            </div>
          ))}
        </div>
      </section>
    </article>
  )
}
