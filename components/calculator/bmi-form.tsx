import Link from 'next/link'
import { cn } from '@/components/ui/cn'
import { calculateBmi } from '@/lib/domain/calculators'
import { asInputValue, type CalculatorQuery } from '@/lib/validation/calculator'
import { CalculateButton } from './calculate-button'
import { NumberField } from './number-field'
import { ResultPanel, type CalculatorOutcome } from './result-panel'

const ELIGIBILITY_TEXT = {
  eligible: 'A BMI of 30 or more usually meets the criteria for GLP-1 weight-loss treatment. A licensed clinician decides.',
  'eligible-with-condition':
    'A BMI of 27 or more usually meets the criteria when you also have a weight-related condition such as high blood pressure or type 2 diabetes. A licensed clinician decides.',
  'not-eligible': 'GLP-1 weight-loss treatment is usually prescribed from a BMI of 30, or 27 with a weight-related condition.',
} as const

export function BmiForm({ query, action }: { query: CalculatorQuery; action: string }) {
  const imperial = query.unit === 'imperial'
  const result = query.calc
    ? calculateBmi(imperial ? { unit: 'imperial', pounds: query.pounds, feet: query.feet, inches: query.inches } : { unit: 'metric', kilograms: query.kilograms, centimetres: query.centimetres })
    : null
  const outcome: CalculatorOutcome | null = !query.calc
    ? null
    : result
      ? { rows: [['BMI', result.bmi.toFixed(1)], ['Category', result.category]], note: <p>{ELIGIBILITY_TEXT[result.eligibility]}</p> }
      : { errors: ['Weight and height must both be greater than 0'] }
  const unitLink = (unit: 'imperial' | 'metric', label: string) => (
    <Link
      href={`${action}?tab=bmi&unit=${unit}`}
      aria-current={query.unit === unit ? 'true' : undefined}
      className={cn('rounded-md px-3 py-1.5 text-sm font-semibold', query.unit === unit ? 'bg-brand-700 text-white' : 'text-gray-700 hover:bg-gray-100')}
    >
      {label}
    </Link>
  )

  return (
    <>
      <nav aria-label="Units" className="mb-4 inline-flex gap-1 rounded-lg border border-gray-200 p-1">
        {unitLink('imperial', 'Imperial (lb, ft)')}
        {unitLink('metric', 'Metric (kg, cm)')}
      </nav>
      <form method="get" action={`${action}#results`} className="grid gap-4 sm:grid-cols-3" noValidate>
        <input type="hidden" name="tab" value="bmi" />
        <input type="hidden" name="unit" value={query.unit} />
        {imperial ? (
          <>
            <NumberField name="pounds" label="Weight" unit="lb" defaultValue={asInputValue(query.pounds)} min={0} />
            <NumberField name="feet" label="Height" unit="feet" defaultValue={asInputValue(query.feet)} min={0} step="1" />
            <NumberField name="inches" label="Height" unit="inches" defaultValue={asInputValue(query.inches)} min={0} max={11} step="any" />
          </>
        ) : (
          <>
            <NumberField name="kilograms" label="Weight" unit="kg" defaultValue={asInputValue(query.kilograms)} min={0} />
            <NumberField name="centimetres" label="Height" unit="cm" defaultValue={asInputValue(query.centimetres)} min={0} />
          </>
        )}
        <CalculateButton className="sm:col-span-3">Calculate BMI</CalculateButton>
      </form>
      {outcome && <ResultPanel title="Your BMI" outcome={outcome} />}
    </>
  )
}
