import { calculateCost } from '@/lib/domain/calculators'
import { asInputValue, type CalculatorQuery } from '@/lib/validation/calculator'
import { CalculateButton } from './calculate-button'
import { NumberField } from './number-field'
import { ResultPanel, type CalculatorOutcome } from './result-panel'

export function CostForm({
  query,
  action,
  currencySymbol,
}: {
  query: CalculatorQuery
  action: string
  currencySymbol: string
}) {
  const result = query.calc
    ? calculateCost({
        monthlyPrice: query.monthlyPrice,
        volumeMl: query.volume,
        concentration: query.costConcentration,
        weeklyDose: query.weeklyDose,
      })
    : null
  const money = (value: number) => `${currencySymbol}${value.toFixed(2)}`
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
      <form method="get" action={`${action}#results`} className="grid gap-4 sm:grid-cols-2" noValidate>
        <input type="hidden" name="tab" value="cost" />
        <NumberField
          name="monthlyPrice"
          label="Monthly price"
          unit={currencySymbol}
          defaultValue={asInputValue(query.monthlyPrice)}
          min={0}
          hint="What the provider charges per month"
        />
        <NumberField name="volume" label="Vial volume" unit="ml" defaultValue={asInputValue(query.volume)} min={0} />
        <NumberField
          name="costConcentration"
          label="Concentration"
          unit="mg/ml"
          defaultValue={asInputValue(query.costConcentration)}
          min={0}
        />
        <NumberField
          name="weeklyDose"
          label="Weekly dose"
          unit="mg"
          defaultValue={asInputValue(query.weeklyDose)}
          min={0}
        />
        <CalculateButton className="sm:col-span-2">Calculate Cost</CalculateButton>
      </form>
      {outcome && <ResultPanel title="Your costs" outcome={outcome} />}
    </>
  )
}
