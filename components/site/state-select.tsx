import { Field, fieldAria, inputClasses } from '@/components/ui/field'
import { SelectOptions } from '@/components/ui/select-options'
import { CITY_STATES } from '@/lib/domain/geography'

const STATE_OPTIONS = CITY_STATES.map((state) => ({ value: state.code, label: state.name }))

/** A labelled select of the 50 states and DC (by code), for the GET forms of the eligibility check and the finder. */
export function StateSelect({
  label,
  defaultValue,
  emptyLabel,
  className,
  error,
  autoFocus,
}: {
  label: string
  defaultValue: string
  emptyLabel: string
  className?: string
  error?: string
  /** The first field a refused form names takes the focus. */
  autoFocus?: boolean
}) {
  return (
    <Field id="state" label={label} className={className} error={error}>
      <select
        id="state"
        name="state"
        defaultValue={defaultValue}
        className={inputClasses('md')}
        autoFocus={autoFocus}
        {...fieldAria('state', { error })}
      >
        <option value="">{emptyLabel}</option>
        <SelectOptions options={STATE_OPTIONS} />
      </select>
    </Field>
  )
}
