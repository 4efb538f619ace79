import { Checkbox, Fieldset } from '@/components/ui/field'
import { WEIGHT_RELATED_CONDITIONS, type ConditionId } from '@/lib/domain/eligibility'

/** The conditions the labels' and the coverage criteria name, as checkboxes of a GET form (/eligibility, /cost). */
export function ConditionCheckboxes({ legend, checked }: { legend: string; checked: readonly ConditionId[] }) {
  return (
    <Fieldset legend={legend} className="sm:col-span-3">
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {WEIGHT_RELATED_CONDITIONS.map((condition) => (
          <Checkbox
            key={condition.id}
            name="condition"
            value={condition.id}
            label={condition.label}
            defaultChecked={checked.includes(condition.id)}
          />
        ))}
      </div>
    </Fieldset>
  )
}
