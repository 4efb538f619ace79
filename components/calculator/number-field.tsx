import { Field, fieldAria, inputClasses } from '@/components/ui/field'

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
}: {
  name: string
  label: string
  defaultValue: string
  hint?: string
  min?: number
  max?: number
  step?: string
  unit?: string
  invalid?: boolean
}) {
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
        {...fieldAria(name, { hint, invalid })}
      />
    </Field>
  )
}
