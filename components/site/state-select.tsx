import { Field, inputClasses } from '@/components/ui/field'
import { SelectOptions } from '@/components/ui/select-options'
import { CITY_STATES } from '@/lib/domain/geography'

const STATE_OPTIONS = CITY_STATES.map((state) => ({ value: state.code, label: state.name }))

/** A labelled select of the 50 states and DC (by code), for the GET forms of the eligibility check and the finder. */
export function StateSelect({
  label,
  defaultValue,
  emptyLabel,
  className,
}: {
  label: string
  defaultValue: string
  emptyLabel: string
  className?: string
}) {
  return (
    <Field id="state" label={label} className={className}>
      <select id="state" name="state" defaultValue={defaultValue} className={inputClasses('md')}>
        <option value="">{emptyLabel}</option>
        <SelectOptions options={STATE_OPTIONS} />
      </select>
    </Field>
  )
}
