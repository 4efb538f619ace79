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
  const hintId = hint ? `${name}-hint` : undefined
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-semibold text-gray-800">
        {label}
        {unit && <span className="font-normal text-gray-600"> ({unit})</span>}
      </label>
      <input
        id={name}
        name={name}
        type="number"
        inputMode="decimal"
        step={step}
        min={min}
        max={max}
        defaultValue={defaultValue}
        aria-describedby={hintId}
        aria-invalid={invalid || undefined}
        className="mt-1 min-h-11 w-full rounded-md border border-gray-300 px-3 py-2 aria-[invalid]:border-red-600"
      />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      )}
    </div>
  )
}
