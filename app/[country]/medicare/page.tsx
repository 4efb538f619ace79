import Link from 'next/link'
import type { ReactNode } from 'react'
import { CoverageHeading, CoverageReviewed } from '@/components/content/coverage-page'
import { SourceList } from '@/components/content/medical-page'
import { Section } from '@/components/ui/section'
import {
  BRIDGE_SOURCES,
  bridgeWindow,
  criteriaWords,
  MEDICARE_BRIDGE,
  medicineBySlug,
  medicinesFor,
  PART_D_BY_USE,
  PART_D_OUT_OF_POCKET_CAP,
  PART_D_WEIGHT_EXCLUSION_SOURCE,
  labelOfUse,
  purposeWords,
} from '@/lib/domain/coverage-routes'
import { joinList } from '@/lib/domain/city-copy'
import { costPlanHref } from '@/lib/domain/cost-glance'
import { displayDay, todayIso } from '@/lib/domain/dates'
import { formatUsd } from '@/lib/domain/pricing'
import { requireNeutralSegment } from '@/lib/http/country-segment'
import { fixedReferencePageMetadata } from '@/lib/seo/fixed-pages'
import { neutralPageParams } from '@/lib/static-params'

export const revalidate = 3600

export const generateStaticParams = neutralPageParams

export const generateMetadata = fixedReferencePageMetadata('/medicare')

/** The day this page's facts were last checked against their sources. */
const REVIEWED = '2026-11-29'

export default async function MedicarePage({ params }: PageProps<'/[country]/medicare'>) {
  await requireNeutralSegment(params)
  const today = todayIso()
  const window = bridgeWindow(today)
  const bridgeMedicines = MEDICARE_BRIDGE.medicines.map(
    (entry) => `${medicineBySlug(entry.slug).name}${'note' in entry && entry.note ? ` (${entry.note})` : ''}`,
  )
  const caps = Object.entries(PART_D_OUT_OF_POCKET_CAP).sort(([a], [b]) => Number(a) - Number(b))
  const year = Number(today.slice(0, 4))
  const cap = PART_D_OUT_OF_POCKET_CAP[year]
  const bridgeFacts: [string, ReactNode][] = [
    [
      'When',
      <>
        From {displayDay(MEDICARE_BRIDGE.starts)} to {displayDay(MEDICARE_BRIDGE.ends)}, for people with Medicare Part D
        drug coverage.
      </>,
    ],
    ['What you pay', <>{formatUsd(MEDICARE_BRIDGE.monthlyCopay)} for a month’s supply.</>],
    ['The medicines', <>{joinList(bridgeMedicines)}.</>],
    ['Who qualifies', <>Any one of: {criteriaWords(MEDICARE_BRIDGE.criteria)}.</>],
    [
      'What to do',
      <>
        Your clinician prescribes and confirms the criterion; a medicine prescribed for a use Part D already covers goes
        through your Part D plan, not the Bridge.{' '}
        <Link href={costPlanHref('medicare', 'weight')} className="font-semibold text-brand-700 underline">
          Your cost for weight loss with Medicare
        </Link>
      </>,
    ],
  ]
  const sources = [
    BRIDGE_SOURCES.cms,
    BRIDGE_SOURCES.ama,
    BRIDGE_SOURCES.kff,
    ...PART_D_BY_USE.map((entry) => entry.source),
    ...caps.flatMap(([, entry]) => entry.sources),
  ]
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <CoverageHeading step={{ name: 'Medicare', path: '/medicare' }} title="Does Medicare cover Wegovy or Zepbound?" />
      <Section heading="The short answer" headingId="answer" className="mt-4 rounded-lg border border-gray-200 p-4">
        <ul className="mt-2 space-y-2">
          <li>
            <strong>For weight loss:</strong>{' '}
            {window === 'open'
              ? `through the ${MEDICARE_BRIDGE.name}, ${formatUsd(MEDICARE_BRIDGE.monthlyCopay)} a month, until ${displayDay(MEDICARE_BRIDGE.ends)}, for people with Part D who meet its criteria.`
              : window === 'before'
                ? `not yet: the ${MEDICARE_BRIDGE.name} opens on ${displayDay(MEDICARE_BRIDGE.starts)}, at ${formatUsd(MEDICARE_BRIDGE.monthlyCopay)} a month.`
                : `the ${MEDICARE_BRIDGE.name} ended on ${displayDay(MEDICARE_BRIDGE.ends)}; Part D does not cover weight loss alone.`}
          </li>
          <li>
            <strong>For another use the label approves</strong> (type 2 diabetes, heart risk, sleep apnea): your Part D
            plan may cover it, under its own drug list and prior authorization.
          </li>
          {cap && (
            <li>
              <strong>The most you pay in {year}</strong> for the drugs your Part D plan covers: {formatUsd(cap.amount)}
              . The Bridge’s copay does not count towards it.
            </li>
          )}
        </ul>
      </Section>
      <CoverageReviewed reviewed={REVIEWED} />
      <Section heading={`The ${MEDICARE_BRIDGE.name}`} headingId="bridge" className="mt-8">
        <dl className="mt-3 space-y-3">
          {bridgeFacts.map(([term, detail]) => (
            <div key={term}>
              <dt className="font-semibold">{term}</dt>
              <dd>{detail}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section heading="Part D, by what it is prescribed for" headingId="part-d" className="mt-8">
        <p className="mt-3">
          The law bars Part D from paying for a medicine used for weight loss alone (as CMS restated on{' '}
          {displayDay(PART_D_WEIGHT_EXCLUSION_SOURCE.date)}). A GLP-1 is a Part D drug for another use its label
          approves; each plan chooses its drug list and may ask for a prior authorization.
        </p>
        <ul className="mt-3 space-y-2">
          {PART_D_BY_USE.map((entry) => (
            <li key={entry.use}>
              <strong>{labelOfUse(entry.use)}</strong>:{' '}
              {joinList(medicinesFor(entry.use).map((medicine) => medicine.name))}
              {entry.since ? `, since ${displayDay(entry.since)}` : ''}.{' '}
              <Link href={costPlanHref('medicare', entry.use)} className="text-brand-700 underline">
                Your cost for {purposeWords(entry.use)}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section heading="Part D’s yearly cap" headingId="cap" className="mt-8">
        <p className="mt-3">
          The most a person pays in a calendar year for the drugs their Part D plan covers (the Inflation Reduction
          Act’s cap, raised each year by CMS). The Bridge’s {formatUsd(MEDICARE_BRIDGE.monthlyCopay)} copay does not
          count towards it.
        </p>
        <ul className="mt-2 list-disc pl-6">
          {caps.map(([capYear, entry]) => (
            <li key={capYear}>
              {capYear}: {formatUsd(entry.amount)}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-gray-700">A later year’s cap is not in our sources yet.</p>
      </Section>
      <SourceList sources={sources} />
    </article>
  )
}
