import Link from 'next/link'
import { Section } from '@/components/ui/section'
import { COUNTRIES, type CountryCode } from '@/config/countries'
import { getCountryRecord } from '@/lib/content/countries'
import {
  NHS_ENGLAND_TIRZEPATIDE,
  NHS_PRESCRIPTION_CHARGE,
  PUBLIC_DIABETES_ROUTES,
  type RuleSource,
  type UseId,
} from '@/lib/domain/coverage-routes'
import { countryHref } from '@/lib/domain/country'
import { displayDay, sourceDay } from '@/lib/domain/dates'
import { formatPrice, priceCountry } from '@/lib/domain/pricing'

/** A source after the sentence it backs: '(publisher, its date)' linked, or 'no date of its own'. */
function Cited({ sources }: { sources: readonly RuleSource[] }) {
  return (
    <span className="text-sm text-gray-600">
      {' '}
      (
      {sources.map((source, index) => (
        <span key={source.url + source.title}>
          {index > 0 && '; '}
          <a href={source.url} rel="nofollow noopener" className="underline">
            {source.publisher}
          </a>
          , {sourceDay(source.date) ?? 'no date of its own'}
        </span>
      ))}
      )
    </span>
  )
}

/** The cost planner on a country's public payer, opened on the use that payer covers there. */
function publicCostPlan(code: CountryCode, use: UseId) {
  const country = COUNTRIES.find((candidate) => candidate.code === code)!
  return { ...country, href: countryHref(country, `/cost?plan=1&coverage=public&use=${use}`) }
}

/** England's tirzepatide cohorts and charge, and the public plans of Canada and Australia: /coverage's last section. */
export function PublicPayersAbroad({ today }: { today: string }) {
  const charge = NHS_PRESCRIPTION_CHARGE.years.find((year) => year.from <= today && today <= year.to)
  const abroad = [publicCostPlan('CA', 'type2-diabetes'), publicCostPlan('AU', 'weight')]
  return (
    <Section heading="Public payers abroad" headingId="abroad" className="mt-10">
      <h3 className="mt-4 text-lg font-bold">The NHS in England: tirzepatide (Mounjaro) for weight, by cohort</h3>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {NHS_ENGLAND_TIRZEPATIDE.cohorts.map((cohort) => (
          <li key={cohort.name}>
            <strong>
              {cohort.starts <= today ? 'Since' : 'From'} {displayDay(cohort.starts)}
            </strong>
            : a BMI of {cohort.bmiFrom}
            {cohort.bmiBelow ? ` to ${cohort.bmiBelow - 0.1}` : ' or more'} with at least {cohort.conditionsNeeded} of
            the five conditions ({NHS_ENGLAND_TIRZEPATIDE.conditions.map((condition) => condition.label).join(', ')}).
            <Cited sources={[cohort.source]} />
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-gray-700">
        Each BMI threshold is {NHS_ENGLAND_TIRZEPATIDE.backgroundReduction} lower for people of South Asian, Chinese,
        other Asian, Middle Eastern, Black African or African-Caribbean background.
      </p>
      {charge && (
        <p className="mt-2">
          The prescription charge in England for {charge.label}: {formatPrice(charge.item, priceCountry('UK'))} an item,
          or {formatPrice(charge.prepayment12Months, priceCountry('UK'))} for a 12-month prepayment certificate that
          covers every item; free under {NHS_PRESCRIPTION_CHARGE.freeUnder} and from {NHS_PRESCRIPTION_CHARGE.freeFrom}.
          <Cited sources={NHS_PRESCRIPTION_CHARGE.sources} />{' '}
          <Link href={publicCostPlan('UK', 'weight').href} className="text-brand-700 underline">
            Your cost in the UK
          </Link>
        </p>
      )}
      {abroad.map((country) => {
        const record = getCountryRecord(country.code)
        const diabetes = PUBLIC_DIABETES_ROUTES[country.code]
        return (
          <div key={country.code}>
            <h3 className="mt-6 text-lg font-bold">{country.name}</h3>
            {record?.publicWeightCoverage && (
              <p className="mt-2">
                <strong>For weight management:</strong> {record.publicWeightCoverage.summary}
                <Cited sources={record.publicWeightCoverage.sources} />
              </p>
            )}
            {diabetes && (
              <p className="mt-2">
                <strong>For type 2 diabetes, {diabetes.title.replace(/:.*/, '')}:</strong>{' '}
                {diabetes.conditions.join(' ')}
                <Cited sources={diabetes.sources} />
              </p>
            )}
            <p className="mt-2">
              <Link href={country.href} className="text-brand-700 underline">
                Your cost in {country.name}
              </Link>
            </p>
          </div>
        )
      })}
    </Section>
  )
}
