import { Field, fieldAria, inputClasses } from '@/components/ui/field'

type NumberFieldProps = {
  name: string
  label: string
  defaultValue: string
  hint?: string
  min?: number
  max?: number
  step?: string
  unit?: string
  invalid?: boolean
  /** The message shown under the field when its value was refused. */
  error?: string
  /** The first field a refused form names takes the focus. */
  autoFocus?: boolean
}

/** A labelled number input with an optional hint, for the GET forms of the calculators. */
export function NumberField({
  name,
  label,
  defaultValue,
  hint,
  min,
  max,
  step = 'any',
  unit,
  invalid,
  error,
  autoFocus,
}: NumberFieldProps) {
  return (
    <Field
      id={name}
      label={
        <>
          {label}
          {unit && <span className="font-normal text-gray-600"> ({unit})</span>}
        </>
      }
      hint={hint}
      error={error}
    >
      <input
        id={name}
        name={name}
        type="number"
        inputMode="decimal"
        step={step}
        min={min}
        max={max}
        defaultValue={defaultValue}
        className={inputClasses('md')}
        autoFocus={autoFocus}
        {...fieldAria(name, { hint, invalid, error })}
      />
    </Field>
  )
}

/** A calculator input as data: what NumberField shows, less the value, which comes from the URL. */
export type NumberInput<Name extends string = string> = Omit<NumberFieldProps, 'name' | 'defaultValue' | 'invalid'> & {
  name: Name
}

/** Weight, then height, in each unit: the BMI calculator, the eligibility check and the cost planner ask the same. */
export const IMPERIAL_SIZE_INPUTS: readonly NumberInput<'pounds' | 'feet' | 'inches'>[] = [
  { name: 'pounds', label: 'Weight', unit: 'lb', min: 0 },
  { name: 'feet', label: 'Height', unit: 'feet', min: 0, step: '1' },
  { name: 'inches', label: 'Height', unit: 'inches', min: 0, max: 11 },
]
export const METRIC_SIZE_INPUTS: readonly NumberInput<'kilograms' | 'centimetres'>[] = [
  { name: 'kilograms', label: 'Weight', unit: 'kg', min: 0 },
  { name: 'centimetres', label: 'Height', unit: 'cm', min: 0 },
]

/** A calculator's inputs in order, each filled in (and marked refused) by its name. */
export function NumberFields<Name extends string>({
  inputs,
  value,
  invalid,
}: {
  inputs: readonly NumberInput<Name>[]
  value: (name: Name) => string
  invalid?: (name: Name) => boolean
}) {
  return inputs.map((input) => (
    <NumberField key={input.name} {...input} defaultValue={value(input.name)} invalid={invalid?.(input.name)} />
  ))
}
