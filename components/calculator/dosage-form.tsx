import { calculateDosage, DOSAGE_DEFAULTS, DOSAGE_ERRORS } from '@/lib/domain/calculators'
import { asInputValue, type CalculatorQuery } from '@/lib/validation/calculator'
import { CalculateButton } from './calculate-button'
import { NumberField } from './number-field'
import { ResultPanel } from './result-panel'

export function DosageForm({ query, action }: { query: CalculatorQuery; action: string }) {
  const value = (key: keyof typeof DOSAGE_DEFAULTS) =>
    query.calc ? asInputValue(query[key]) : String(DOSAGE_DEFAULTS[key])
  const outcome = query.calc
    ? calculateDosage({
        dose: query.dose,
        concentration: query.concentration,
        frequency: query.frequency,
        weeks: query.weeks,
        vialSize: query.vialSize,
      })
    : null
  const errors = outcome && 'errors' in outcome ? outcome.errors : []
  const invalid = (message: string) => errors.includes(message)

  return (
    <>
      <form method="get" action={`${action}#results`} className="grid gap-4 sm:grid-cols-2" noValidate>
        <input type="hidden" name="tab" value="dosage" />
        <NumberField
          name="dose"
          label="Dose"
          unit="mg"
          defaultValue={value('dose')}
          min={0}
          invalid={invalid(DOSAGE_ERRORS.dose)}
          hint="Semaglutide 0.25 – 2.4 mg; tirzepatide 2.5 – 15 mg weekly"
        />
        <NumberField
          name="concentration"
          label="Concentration"
          unit="mg/ml"
          defaultValue={value('concentration')}
          min={0}
          invalid={invalid(DOSAGE_ERRORS.concentration)}
          hint="Printed on the vial label"
        />
        <NumberField
          name="frequency"
          label="Injections per week"
          defaultValue={value('frequency')}
          min={1}
          max={7}
          step="1"
          invalid={invalid(DOSAGE_ERRORS.frequency)}
          hint="1-7 per week"
        />
        <NumberField
          name="weeks"
          label="Duration"
          unit="weeks"
          defaultValue={value('weeks')}
          min={1}
          step="1"
          invalid={invalid(DOSAGE_ERRORS.weeks)}
          hint="At least 1 week"
        />
        <NumberField
          name="vialSize"
          label="Vial size (optional)"
          unit="ml"
          defaultValue={value('vialSize')}
          min={0}
          invalid={invalid(DOSAGE_ERRORS.vialSize)}
        />
        <CalculateButton fullWidth>Calculate Dosage</CalculateButton>
      </form>
      {outcome && (
        <ResultPanel
          title="Your dosage"
          outcome={
            'errors' in outcome
              ? outcome
              : {
                  rows: [
                    ['Volume per injection', `${outcome.result.volumeMl.toFixed(2)} ml`],
                    ['Syringe units (U-100)', `${outcome.result.units} units`],
                    ['Total volume', `${outcome.result.totalVolumeMl} ml`],
                    ...(outcome.result.vials === null
                      ? []
                      : ([['Vials needed', String(outcome.result.vials)]] as [string, string][])),
                  ],
                  note: 'Check every dose with the clinician and pharmacy that supplied your medication.',
                }
          }
        />
      )}
    </>
  )
}
