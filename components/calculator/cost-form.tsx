import { calculateCost } from '@/lib/domain/calculators'
import { formatPrice, type PriceCountry } from '@/lib/domain/pricing'
import { asInputValue, type CalculatorQuery } from '@/lib/validation/calculator'
import { CalculateButton } from './calculate-button'
import { CalculatorForm } from './calculator-form'
import { NumberFields, type NumberInput } from './number-field'
import { ResultPanel, type CalculatorOutcome } from './result-panel'

const costInputs = (
  currencySymbol: string,
): NumberInput<'monthlyPrice' | 'volume' | 'costConcentration' | 'weeklyDose'>[] => [
  {
    name: 'monthlyPrice',
    label: 'Monthly price',
    unit: currencySymbol,
    min: 0,
    hint: 'What the provider charges per month',
  },
  { name: 'volume', label: 'Vial volume', unit: 'ml', min: 0 },
  { name: 'costConcentration', label: 'Concentration', unit: 'mg/ml', min: 0 },
  { name: 'weeklyDose', label: 'Weekly dose', unit: 'mg', min: 0 },
]

export function CostForm({
  query,
  action,
  country,
}: {
  query: CalculatorQuery
  action: string
  country: PriceCountry
}) {
  const result = query.calc
    ? calculateCost({
        monthlyPrice: query.monthlyPrice,
        volumeMl: query.volume,
        concentration: query.costConcentration,
        weeklyDose: query.weeklyDose,
      })
    : null
  const money = (value: number) => formatPrice(value, country)
  const outcome: CalculatorOutcome | null = !query.calc
    ? null
    : result
      ? {
          rows: [
            ['Cost per mg', money(result.costPerMg)],
            ['Cost per dose', money(result.costPerDose)],
            ['Annual cost', money(result.annualCost)],
            ['Milligrams per vial', `${result.mgPerVial} mg`],
          ],
        }
      : { errors: ['Monthly price, volume, concentration and weekly dose must all be greater than 0'] }

  return (
    <>
      <CalculatorForm action={action} tab="cost" columns={2}>
        <NumberFields inputs={costInputs(country.currencySymbol)} value={(name) => asInputValue(query[name])} />
        <CalculateButton className="sm:col-span-2">Calculate Cost</CalculateButton>
      </CalculatorForm>
      {outcome && <ResultPanel title="Your costs" outcome={outcome} />}
    </>
  )
}
