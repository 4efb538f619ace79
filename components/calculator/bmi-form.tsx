import Link from 'next/link'
import { calculateBmi } from '@/lib/domain/calculators'
import { ADULT_CRITERIA } from '@/lib/domain/eligibility'
import { asInputValue, type CalculatorQuery } from '@/lib/validation/calculator'
import { CalculateButton } from './calculate-button'
import { CalculatorForm } from './calculator-form'
import { UnitSwitch } from './unit-switch'
import { IMPERIAL_SIZE_INPUTS, METRIC_SIZE_INPUTS, NumberFields } from './number-field'
import { ResultPanel, type CalculatorOutcome } from './result-panel'

/** What the BMI means against the labels' two adult criteria (both named every time), then where to check them. */
const ELIGIBILITY_TEXT = {
  eligible: 'Your BMI meets the first of them on its own.',
  'eligible-with-condition': 'Your BMI meets the second of them if you also have a weight-related condition.',
  'not-eligible': 'Your BMI is below both of them.',
} as const

export function BmiForm({ query, action }: { query: CalculatorQuery; action: string }) {
  const imperial = query.unit === 'imperial'
  // The same country's eligibility check: action is that country's /calculator.
  const eligibilityHref = action.replace(/\/calculator$/, '/eligibility')
  const result = query.calc
    ? calculateBmi(
        imperial
          ? { unit: 'imperial', pounds: query.pounds, feet: query.feet, inches: query.inches }
          : { unit: 'metric', kilograms: query.kilograms, centimetres: query.centimetres },
      )
    : null
  const outcome: CalculatorOutcome | null = !query.calc
    ? null
    : result
      ? {
          rows: [
            ['BMI', result.bmi.toFixed(1)],
            ['Category', result.category],
          ],
          note: (
            <p>
              {ADULT_CRITERIA} {ELIGIBILITY_TEXT[result.eligibility]} A licensed clinician decides.{' '}
              <Link href={eligibilityHref} className="font-semibold text-brand-700 underline">
                Check the criteria with your age and conditions
              </Link>
            </p>
          ),
        }
      : { errors: ['Weight and height must both be greater than 0'] }

  return (
    <>
      <UnitSwitch current={query.unit} href={(unit) => `${action}?tab=bmi&unit=${unit}`} className="mb-4" />
      <CalculatorForm action={action} tab="bmi" columns={3}>
        <input type="hidden" name="unit" value={query.unit} />
        <NumberFields
          inputs={imperial ? IMPERIAL_SIZE_INPUTS : METRIC_SIZE_INPUTS}
          value={(name) => asInputValue(query[name])}
        />
        <CalculateButton className="sm:col-span-3">Calculate BMI</CalculateButton>
      </CalculatorForm>
      {outcome && <ResultPanel title="Your BMI" outcome={outcome} />}
    </>
  )
}
