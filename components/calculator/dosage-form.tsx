import { calculateDosage, DOSAGE_DEFAULTS, DOSAGE_ERRORS } from '@/lib/domain/calculators'
import { asInputValue, type CalculatorQuery } from '@/lib/validation/calculator'
import { CalculateButton } from './calculate-button'
import { CalculatorForm } from './calculator-form'
import { NumberFields, type NumberInput } from './number-field'
import { ResultPanel } from './result-panel'

const DOSAGE_INPUTS: NumberInput<keyof typeof DOSAGE_DEFAULTS>[] = [
  {
    name: 'dose',
    label: 'Dose',
    unit: 'mg',
    min: 0,
    hint: 'Semaglutide 0.25 – 2.4 mg; tirzepatide 2.5 – 15 mg weekly',
  },
  { name: 'concentration', label: 'Concentration', unit: 'mg/ml', min: 0, hint: 'Printed on the vial label' },
  { name: 'frequency', label: 'Injections per week', min: 1, max: 7, step: '1', hint: '1-7 per week' },
  { name: 'weeks', label: 'Duration', unit: 'weeks', min: 1, step: '1', hint: 'At least 1 week' },
  { name: 'vialSize', label: 'Vial size (optional)', unit: 'ml', min: 0 },
]

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

  return (
    <>
      <CalculatorForm action={action} tab="dosage" columns={2}>
        <NumberFields inputs={DOSAGE_INPUTS} value={value} invalid={(name) => errors.includes(DOSAGE_ERRORS[name])} />
        <CalculateButton fullWidth>Calculate Dosage</CalculateButton>
      </CalculatorForm>
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
