import Link from 'next/link'
import { CoverageHeading, CoverageReviewed } from '@/components/content/coverage-page'
import { CoverageStatus } from '@/components/content/coverage-status'
import { SourceList } from '@/components/content/medical-page'
import { Table } from '@/components/ui/table'
import { coverageLabel, getMedicaidCoverage } from '@/lib/content/reference'
import { displayDay, sourceDay } from '@/lib/domain/dates'
import { CITY_STATES, stateSlug } from '@/lib/domain/geography'
import { requireNeutralSegment } from '@/lib/http/country-segment'
import { fixedReferencePageMetadata } from '@/lib/seo/fixed-pages'
import { neutralPageParams } from '@/lib/static-params'
import type { StateCoverage } from '@/lib/validation/content'

export const generateStaticParams = neutralPageParams

export const generateMetadata = fixedReferencePageMetadata('/medicaid')

const stateName = (code: string) => CITY_STATES.find((state) => state.code === code)!.name

/**
 * The rows grouped by what they share (status, note and source), in state order: a group of several states is said
 * once, with each state's name as its jump target, instead of as identical rows.
 */
function groupRows(rows: readonly StateCoverage[]) {
  const groups = new Map<string, StateCoverage[]>()
  for (const row of rows) {
    const key = `${row.status} ${row.note} ${row.source?.url ?? ''}`
    groups.set(key, [...(groups.get(key) ?? []), row])
  }
  return [...groups.values()]
}

export default async function MedicaidPage({ params }: PageProps<'/[country]/medicaid'>) {
  await requireNeutralSegment(params)
  const coverage = getMedicaidCoverage()
  const states = coverage.states.slice().sort((a, b) => stateName(a.state).localeCompare(stateName(b.state)))
  const groups = groupRows(states)
  const single = groups.filter((group) => group.length === 1).map(([row]) => row)
  const shared = groups.filter((group) => group.length > 1)
  const count = (status: StateCoverage['status']) => states.filter((row) => row.status === status).length
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <CoverageHeading step={{ name: 'Medicaid by state', path: '/medicaid' }} title={coverage.title} />
      <p className="mt-3 text-lg text-gray-700">
        Every state’s Medicaid program covers GLP-1 medicines for type 2 diabetes; coverage for weight loss is each
        state’s choice. Of the 50 states and DC, {count('covered')} cover them for weight loss, {count('limited')} cover
        them in a limited way and {count('not-covered')} do not, as of the sources below; for {count(null)} no dated
        source settles it.
      </p>
      <CoverageReviewed reviewed={coverage.reviewed} />
      <nav aria-label="Jump to a state" className="mt-6">
        <h2 className="text-sm font-semibold text-gray-700">Jump to your state</h2>
        {/* The links' classes once on the list ([&_a]), not 51 times: the page's HTML and RSC payload stay small. */}
        <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm [&_a]:text-brand-700 [&_a]:underline">
          {states.map((row) => (
            <li key={row.state}>
              <a href={`#${row.state.toLowerCase()}`}>{stateName(row.state)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-4">
        <Link href="/cost?unit=imperial&coverage=medicaid" className="font-semibold text-brand-700 underline">
          What would it cost you?
        </Link>{' '}
        The cost planner puts your state’s row beside Medicare, health plans and the self-pay prices.
      </p>
      {/* `.cov` (app/globals.css) styles the rows' cells: one class instead of utility strings per row. */}
      <Table
        className="cov mt-6"
        caption="Medicaid coverage of GLP-1 medicines for weight loss, by state"
        columns={['State', 'Coverage for weight loss']}
      >
        {single.map((row) => (
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
      {shared.map((group, index) => (
        <section key={group[0].state} aria-labelledby={`shared-${index}`} className="mt-8">
          <h2 id={`shared-${index}`} className="text-xl font-bold">
            {coverageLabel(group[0].status)}: {group.length} states
          </h2>
          <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 font-semibold [&_a]:underline">
            {group.map((row) => (
              <li key={row.state} id={row.state.toLowerCase()}>
                <Link href={`/near/state/${stateSlug(stateName(row.state))}`}>{stateName(row.state)}</Link>
              </li>
            ))}
          </ul>
          <p className="cov-note mt-1">{group[0].note}</p>
          {group[0].source && (
            <p className="cov-src">
              <a href={group[0].source.url} rel="nofollow noopener" className="underline">
                {group[0].source.publisher}
              </a>
              , {sourceDay(group[0].source.date)} · checked {displayDay(group[0].checked)}
            </p>
          )}
        </section>
      ))}
      <SourceList sources={coverage.sources} />
    </article>
  )
}
