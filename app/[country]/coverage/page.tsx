import Link from 'next/link'
import { CoverageHeading, CoverageReviewed } from '@/components/content/coverage-page'
import { Section } from '@/components/ui/section'
import { Table } from '@/components/ui/table'
import { getMedicaidCoverage, getPayers } from '@/lib/content/reference'
import { bridgeWindow, MEDICARE_BRIDGE } from '@/lib/domain/coverage-routes'
import { displayDay, todayIso } from '@/lib/domain/dates'
import { formatUsd } from '@/lib/domain/pricing'
import { PAYER_STATUS_WORDS, positionOn, SELF_FUNDED_NOTE } from '@/lib/domain/payers'
import { requireNeutralSegment } from '@/lib/http/country-segment'
import { fixedReferencePageMetadata } from '@/lib/seo/fixed-pages'
import { neutralPageParams } from '@/lib/static-params'
import { PublicPayersAbroad } from './abroad'

export const revalidate = 3600

export const generateStaticParams = neutralPageParams

export const generateMetadata = fixedReferencePageMetadata('/coverage')

/** The medicines the plans' statements are about, in the order the table shows them. */
const TABLE_MEDICINES = [
  { slug: 'wegovy', name: 'Wegovy' },
  { slug: 'zepbound', name: 'Zepbound' },
]

const KIND_WORDS = { pbm: 'Pharmacy benefit manager', insurer: 'Insurer', 'state-employees': 'State employees’ plan' }

export default async function CoveragePage({ params }: PageProps<'/[country]/coverage'>) {
  await requireNeutralSegment(params)
  const today = todayIso()
  const { payers, reviewed } = getPayers()
  const medicaid = getMedicaidCoverage().states
  const covering = medicaid.filter((row) => row.status === 'covered' || row.status === 'limited').length
  const bridgeOpen = bridgeWindow(today) === 'open'
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <CoverageHeading title="Does my plan cover Wegovy or Zepbound?" />
      <p className="mt-3 text-lg text-gray-700">
        It depends on who pays for your medicines. Find yours below: each answer gives the dated statement it rests on,
        and the cost planner puts it beside the self-pay prices.
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        <li className="rounded-lg border border-gray-200 p-4">
          <Link href="/medicare" className="font-semibold text-brand-700 underline">
            Medicare
          </Link>
          <p className="mt-1 text-sm text-gray-700">
            {bridgeOpen
              ? `For weight loss, the ${MEDICARE_BRIDGE.name}: ${formatUsd(MEDICARE_BRIDGE.monthlyCopay)} a month until ${displayDay(MEDICARE_BRIDGE.ends)}.`
              : `For weight loss, the ${MEDICARE_BRIDGE.name} runs from ${displayDay(MEDICARE_BRIDGE.starts)} to ${displayDay(MEDICARE_BRIDGE.ends)}.`}{' '}
            Part D for diabetes, heart risk and sleep apnea.
          </p>
        </li>
        <li className="rounded-lg border border-gray-200 p-4">
          <Link href="/medicaid" className="font-semibold text-brand-700 underline">
            Medicaid, by state
          </Link>
          <p className="mt-1 text-sm text-gray-700">
            {covering} of the 50 states and DC cover GLP-1s for weight loss, some with limits, as their dated sources
            say.
          </p>
        </li>
        <li className="rounded-lg border border-gray-200 p-4">
          <a href="#plans" className="font-semibold text-brand-700 underline">
            A private or employer plan
          </a>
          <p className="mt-1 text-sm text-gray-700">
            What the largest drug benefit companies and plans have said, below. Your card names yours.
          </p>
        </li>
        <li className="rounded-lg border border-gray-200 p-4">
          <a href="#abroad" className="font-semibold text-brand-700 underline">
            The NHS, Canada’s provinces, Australia’s PBS
          </a>
          <p className="mt-1 text-sm text-gray-700">Public routes abroad, by cohort and criteria, with the charges.</p>
        </li>
      </ul>
      <CoverageReviewed reviewed={reviewed} />
      <Section heading="Health plans and drug benefit companies" headingId="plans" className="mt-10">
        <p className="mt-2 text-sm text-gray-700">
          For weight management, what each company’s published template says today. {SELF_FUNDED_NOTE}
        </p>
        <Table
          className="mt-4"
          caption="What each plan’s or drug benefit company’s template says of Wegovy and Zepbound for weight management"
          columns={['Plan or company', ...TABLE_MEDICINES.map((medicine) => medicine.name)]}
        >
          {payers.map((payer) => (
            <tr key={payer.slug}>
              <th scope="row" className="py-2 pr-3 text-left align-top">
                <Link href={`/coverage/${payer.slug}`} className="underline">
                  {payer.name}
                </Link>
                <span className="block text-xs font-normal text-gray-600">{KIND_WORDS[payer.kind]}</span>
              </th>
              {TABLE_MEDICINES.map((medicine) => {
                const position = positionOn(payer, medicine.slug, 'weight', today)
                return (
                  <td key={medicine.slug} className="py-2 pr-3 align-top">
                    {position ? (
                      <>
                        {PAYER_STATUS_WORDS[position.status]}
                        <span className="block text-xs text-gray-600">since {displayDay(position.from)}</span>
                      </>
                    ) : (
                      <span className="text-gray-600">No dated statement found</span>
                    )}
                  </td>
                )
              })}
            </tr>
          ))}
        </Table>
        <p className="mt-3">
          <Link href="/cost?plan=1&coverage=plan-unsure&use=weight" className="font-semibold text-brand-700 underline">
            Your cost with your plan
          </Link>{' '}
          : choose its drug benefit company in the planner, or “I don’t know”.
        </p>
      </Section>
      <PublicPayersAbroad today={today} />
    </article>
  )
}
