import Link from 'next/link'
import { CoverageStatus } from '@/components/content/coverage-status'
import { ReviewedNote, SourceList } from '@/components/content/medical-page'
import { JsonLd } from '@/components/seo/json-ld'
import { Table } from '@/components/ui/table'
import { COVERAGE_LABELS, getMedicaidCoverage } from '@/lib/content/reference'
import { CITY_STATES, stateSlug } from '@/lib/domain/geography'
import { requireNeutralSegment } from '@/lib/http/country-segment'
import { breadcrumbJsonLd } from '@/lib/seo/json-ld'
import { fixedReferencePageMetadata } from '@/lib/seo/fixed-pages'
import { neutralPageParams } from '@/lib/static-params'

export const generateStaticParams = neutralPageParams

export const generateMetadata = fixedReferencePageMetadata('/coverage')

export default async function CoveragePage({ params }: PageProps<'/[country]/coverage'>) {
  await requireNeutralSegment(params)
  const coverage = getMedicaidCoverage()
  const counts = Object.fromEntries(
    Object.keys(COVERAGE_LABELS).map((status) => [
      status,
      coverage.states.filter((row) => row.status === status).length,
    ]),
  )
  const unknown = coverage.states.filter((row) => row.status === null).length
  const stateName = (code: string) => CITY_STATES.find((state) => state.code === code)!.name
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">{coverage.title}</h1>
      <p className="mt-3 text-lg text-gray-700">
        Every state’s Medicaid program covers GLP-1 medicines for type 2 diabetes; coverage for weight loss is each
        state’s choice. Of the 50 states and DC, {counts.covered} cover them for weight loss, {counts.limited} cover
        them in a limited way and {counts['not-covered']} do not, as of the sources below; for {unknown} we found no
        dated source.
      </p>
      <ReviewedNote reviewed={coverage.reviewed} />
      <p className="mt-4">
        <Link href="/cost?unit=imperial&coverage=medicaid" className="font-semibold text-brand-700 underline">
          What would it cost you?
        </Link>{' '}
        The cost planner puts your state’s row beside Medicare, health plans and the self-pay prices.
      </p>
      {/* `.cov` (app/globals.css) styles the 51 rows' cells: one class instead of utility strings per row. */}
      <Table
        className="cov mt-6"
        caption="Medicaid coverage of GLP-1 medicines for weight loss, by state"
        columns={['State', 'Coverage for weight loss']}
      >
        {coverage.states
          .slice()
          .sort((a, b) => stateName(a.state).localeCompare(stateName(b.state)))
          .map((row) => (
            <tr key={row.state} id={row.state.toLowerCase()}>
              <th scope="row">
                <Link href={`/near/state/${stateSlug(stateName(row.state))}`}>{stateName(row.state)}</Link>
              </th>
              <td>
                <CoverageStatus row={row} />
              </td>
            </tr>
          ))}
      </Table>
      <SourceList sources={coverage.sources} />
      <JsonLd data={breadcrumbJsonLd([{ name: 'Medicaid coverage by state', path: '/coverage' }])} />
    </article>
  )
}
