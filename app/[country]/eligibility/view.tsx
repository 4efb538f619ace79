import Link from 'next/link'
import { requireCountry } from '@/lib/http/country-segment'
import type { QueryPageProps } from '@/lib/http/query-page'
import {
  IMPERIAL_SIZE_INPUTS,
  METRIC_SIZE_INPUTS,
  NumberField,
  NumberFields,
} from '@/components/calculator/number-field'
import { UnitSwitch } from '@/components/calculator/unit-switch'
import { ReviewedNote, SourceList } from '@/components/content/medical-page'
import { Button } from '@/components/ui/button'
import { ConditionCheckboxes } from '@/components/site/condition-checkboxes'
import { StateSelect } from '@/components/site/state-select'
import { Notice } from '@/components/ui/notice'
import { Section } from '@/components/ui/section'
import { labelSources, WEIGHT_MANAGEMENT_MEDICINES } from '@/lib/content/medications'
import { countryHref } from '@/lib/domain/country'
import {
  ADULT_CRITERIA,
  checkEligibility,
  eligibilityExplanation,
  type EligibilityAnswer,
} from '@/lib/domain/eligibility'
import { CITY_STATES, stateSlug } from '@/lib/domain/geography'
import { parseEligibilityQuery } from '@/lib/validation/eligibility'
import { isHomeCountry } from '@/config/countries'

/** When the criteria below were last checked against the labels. */
const REVIEWED = '2026-11-26'

const HEADLINES: Record<EligibilityAnswer['outcome'], string> = {
  meets: 'You meet the labels’ criteria',
  'does-not-meet': 'You do not meet the labels’ criteria',
  adolescent: 'Under 18: a different rule applies',
  'too-young': 'Not approved at this age',
}

/** The page for one set of inputs (none: the empty form); its routes are page.tsx and q/[query]/page.tsx. */
export async function EligibilityView({ params, searchParams }: QueryPageProps) {
  const country = await requireCountry(params)
  const query = parseEligibilityQuery(await searchParams, { us: isHomeCountry(country.code) })
  const { values } = query
  const action = countryHref(country, '/eligibility')
  const { measured } = query
  const answer = measured
    ? { bmi: measured.bmi, result: checkEligibility({ ...measured, conditions: values.conditions }) }
    : null
  const state = country.code === 'US' ? CITY_STATES.find((candidate) => candidate.code === values.state) : undefined
  const unitHref = (unit: string) => `${action}?unit=${unit}`

  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">Am I eligible for a GLP-1 weight-loss medicine?</h1>
      <p className="mt-3 text-lg text-gray-700">
        {ADULT_CRITERIA} Enter your details to see which criterion applies to you.
      </p>
      <ReviewedNote reviewed={REVIEWED} />

      <UnitSwitch current={values.unit} href={unitHref} className="mt-6" />
      <form method="get" action={`${action}#answer`} className="mt-4 grid gap-4 sm:grid-cols-3" noValidate>
        <input type="hidden" name="check" value="1" />
        <input type="hidden" name="unit" value={values.unit} />
        <NumberField name="age" label="Age" unit="years" defaultValue={values.age} min={1} max={120} step="1" />
        <NumberFields
          inputs={values.unit === 'imperial' ? IMPERIAL_SIZE_INPUTS : METRIC_SIZE_INPUTS}
          value={(name) => values[name]}
        />
        <ConditionCheckboxes legend="Do you have any of these conditions?" checked={values.conditions} />
        {country.code === 'US' && (
          <StateSelect
            label="Your state (to list providers who treat there)"
            defaultValue={values.state}
            emptyLabel="Choose a state"
            className="sm:col-span-3"
          />
        )}
        <Button type="submit" className="sm:col-span-3">
          Check the criteria
        </Button>
      </form>

      {query.errors.length > 0 && (
        <Notice tone="error" role="alert" className="mt-6" as="div">
          <ul>
            {query.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </Notice>
      )}
      {answer && (
        <Section
          heading={HEADLINES[answer.result.outcome]}
          headingId="answer"
          className="mt-8 rounded-xl border border-brand-200 bg-brand-50 p-5"
          role="status"
        >
          <p className="mt-2">{eligibilityExplanation(answer.result, answer.bmi)}</p>
          <p className="mt-2 text-sm text-gray-700">
            This is not a diagnosis and not a prescription: a licensed clinician weighs your whole health history, other
            medicines and the conditions in which these medicines must not be used.
          </p>
          <p className="mt-3">
            {state ? (
              <Link href={`/near/state/${stateSlug(state.name)}`} className="font-semibold text-brand-700 underline">
                Online providers that treat patients in {state.name}
              </Link>
            ) : (
              <Link href={`${countryHref(country, '/')}#providers`} className="font-semibold text-brand-700 underline">
                Online providers in {country.name}
              </Link>
            )}
            {' · '}
            <Link
              href={`${countryHref(country, '/find-provider')}?find=1${state ? `&state=${state.code}` : ''}#results`}
              className="text-brand-700 underline"
            >
              Compare their first-year costs
            </Link>
            {' · '}
            <Link href="/medications" className="text-brand-700 underline">
              The medicines explained
            </Link>
          </p>
        </Section>
      )}
      <SourceList sources={labelSources(WEIGHT_MANAGEMENT_MEDICINES)} />
    </article>
  )
}
