import type { Metadata } from 'next'
import Link from 'next/link'
import { CoverageHeading, CoverageReviewed } from '@/components/content/coverage-page'
import { notFound } from 'next/navigation'
import { SourceList } from '@/components/content/medical-page'
import { Notice } from '@/components/ui/notice'
import { Section } from '@/components/ui/section'
import { Table } from '@/components/ui/table'
import { getPayers, payerBySlug } from '@/lib/content/reference'
import { medicineBySlug, purposeWords } from '@/lib/domain/coverage-routes'
import { costPlanHref } from '@/lib/domain/cost-glance'
import { displayDay, sourceDay, todayIso } from '@/lib/domain/dates'
import {
  otherPositions,
  PAYER_STATUS_WORDS,
  PLAN_DOCUMENTS,
  payerSources,
  positionsToday,
  SELF_FUNDED_NOTE,
  WHERE_TO_LOOK,
  type PayerPosition,
} from '@/lib/domain/payers'
import { isEmbeddedDatabase } from '@/lib/env'
import { referencePageMetadata } from '@/lib/seo/page-metadata'
import type { Payer } from '@/lib/validation/content'

export const revalidate = 3600

/** Country-neutral: only the internal `us` segment, one page per payer in content/coverage/payers.json. */
export function generateStaticParams() {
  if (isEmbeddedDatabase()) return []
  return getPayers().payers.map((payer) => ({ country: 'us', payer: payer.slug }))
}

async function load(params: PageProps<'/[country]/coverage/[payer]'>['params']): Promise<Payer | null> {
  const { country, payer } = await params
  return country === 'us' ? payerBySlug(payer) : null
}

const medicineName = (slug: string) => medicineBySlug(slug).name

export async function generateMetadata({ params }: PageProps<'/[country]/coverage/[payer]'>): Promise<Metadata> {
  const payer = await load(params)
  if (!payer) return {}
  const today = positionsToday(payer, todayIso())
  return referencePageMetadata({
    title: `Does ${payer.name} Cover Wegovy or Zepbound?`,
    description: today.length
      ? `${payer.name} on GLP-1 medicines for weight loss, dated: ${today.map((position) => `${medicineName(position.medicine)} ${PAYER_STATUS_WORDS[position.status].toLowerCase()}`).join(', ')}. The criteria, the source and what to do next.`
      : `What ${payer.name} has stated about GLP-1 medicines for weight loss, and where to look on your card and plan documents.`,
    path: `/coverage/${payer.slug}`,
  })
}

/** A position in a sentence: 'Wegovy for weight management: Preferred, since July 1, 2025.' */
function PositionLine({ position }: { position: PayerPosition }) {
  return (
    <li>
      <strong>
        {medicineName(position.medicine)} for {purposeWords(position.use)}: {PAYER_STATUS_WORDS[position.status]}
      </strong>
      , since {displayDay(position.from)}
      {position.until && <>, until {displayDay(position.until)}</>}. {position.note}
    </li>
  )
}

export default async function PayerCoveragePage({ params }: PageProps<'/[country]/coverage/[payer]'>) {
  const payer = await load(params)
  if (!payer) notFound()
  const reviewed = getPayers().reviewed
  const today = todayIso()
  const current = positionsToday(payer, today)
  const record = otherPositions(payer, today)
  const excludes = current.some((position) => position.status === 'excluded')
  const plan = (coverage: string) => `${costPlanHref(coverage, 'weight')}&payer=${payer.slug}`
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <CoverageHeading
        step={{ name: payer.name, path: `/coverage/${payer.slug}` }}
        title={`Does ${payer.name} cover Wegovy or Zepbound?`}
      />
      <Section heading="The short answer" headingId="answer" className="mt-4 rounded-lg border border-gray-200 p-4">
        {current.length > 0 ? (
          <ul className="mt-2 space-y-2">
            {current.map((position) => (
              <PositionLine key={`${position.medicine} ${position.use}`} position={position} />
            ))}
          </ul>
        ) : (
          <p className="mt-2">
            <strong>No dated statement found.</strong> We hold no dated statement from {payer.name} on GLP-1 medicines
            for weight loss, which is not the same as “not covered”. {WHERE_TO_LOOK}
          </p>
        )}
        <p className="mt-3 text-sm text-gray-700">{payer.about}</p>
        {current.length > 0 && payer.kind !== 'state-employees' && (
          <p className="mt-2 text-sm text-gray-700">{SELF_FUNDED_NOTE}</p>
        )}
      </Section>
      <CoverageReviewed reviewed={reviewed} />
      {current.length > 0 && (
        <Section heading="What each position asks for" headingId="criteria" className="mt-8">
          <Table className="mt-3" columns={['Medicine and use', 'Position', 'Criteria', 'Source']}>
            {current.map((position) => (
              <tr key={`${position.medicine} ${position.use}`}>
                <th scope="row" className="py-2 pr-3 text-left align-top">
                  {medicineName(position.medicine)}, {purposeWords(position.use)}
                </th>
                <td className="py-2 pr-3 align-top">
                  {PAYER_STATUS_WORDS[position.status]} from {displayDay(position.from)}
                </td>
                <td className="py-2 pr-3 align-top">{position.criteria ?? 'Not stated in the source.'}</td>
                <td className="py-2 align-top text-sm">
                  <a href={position.source.url} rel="nofollow" className="underline">
                    {position.source.publisher}
                  </a>
                  , {sourceDay(position.source.date)}
                </td>
              </tr>
            ))}
          </Table>
        </Section>
      )}
      {record.length > 0 && (
        <Section heading="Earlier and coming positions" headingId="record" className="mt-8">
          <ul className="mt-3 space-y-2">
            {record.map((position) => (
              <PositionLine key={`${position.medicine} ${position.use} ${position.from}`} position={position} />
            ))}
          </ul>
        </Section>
      )}
      <Section heading="What to do next" headingId="next" className="mt-8">
        <ol className="mt-3 list-decimal space-y-2 pl-6">
          <li>Check your own plan, which may differ from the template. {PLAN_DOCUMENTS}</li>
          <li>
            <Link href={plan('plan-covers')} className="font-semibold text-brand-700 underline">
              Your cost if your plan covers it
            </Link>
            : the maker’s savings card with a commercial plan, and the self-pay prices beside it.
          </li>
          <li>
            <Link
              href={plan(excludes ? 'plan-excludes' : 'plan-unsure')}
              className="font-semibold text-brand-700 underline"
            >
              Your cost {excludes ? 'if your plan excludes it' : 'if you are not sure'}
            </Link>
            : the self-pay paths, cheapest first.
          </li>
          <li>
            After a denial, the planner prints a prior-authorization request and an appeal letter with {payer.name}’s
            dated criteria. An exclusion in the plan’s contract is usually changed only by the employer; a denial on
            criteria can be appealed.
          </li>
        </ol>
      </Section>
      {current.length === 0 && record.length === 0 ? (
        <Notice tone="info" className="mt-8">
          Sources: none dated found for {payer.name}. Last searched {displayDay(reviewed)}.
        </Notice>
      ) : (
        <SourceList sources={payerSources(payer)} />
      )}
    </article>
  )
}
