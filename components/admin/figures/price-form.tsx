import { Checkbox, Fieldset } from '@/components/ui/field'
import { SelectField, TextArea, TextField } from '@/components/ui/form-field'
import { labelledOptions } from '@/components/ui/select-options'
import { COUNTRIES } from '@/config/countries'
import { savePriceAction } from '@/lib/admin/actions/provider-figures'
import type { CatalogueProduct } from '@/lib/domain/medicine-catalogue'
import { FIGURE_OPTIONS, type StoredSource } from '@/lib/validation/provider-figures'
import { AdminForm } from '../admin-form'
import { MedicineFields } from './medicine-fields'
import { SourceFields } from './source-fields'
import { ViaFields } from './via-fields'

const PER_LABELS: Record<string, string> = {
  month: 'A month',
  week: 'A week',
  '4 weeks': '4 weeks',
  '28 days': '28 days',
  '3 months': '3 months',
  fill: 'A fill (length not stated)',
}
const KIND_LABELS: Record<string, string> = {
  intro: 'Introductory (new patients, some fills or until a date)',
  recurring: 'Regular, after an introduction',
  standard: 'Regular',
  conditional: 'Conditional (the buyer must do something)',
  temporary: 'Temporary (for everyone, until a date)',
}
const notStated = { value: '', label: 'Not stated' }
const yesNo = [notStated, { value: 'yes', label: 'Yes' }, { value: 'no', label: 'No' }]

/** One price with its source; `values` are a stored price's form values (priceFormValues) or a new price's defaults. */
export function PriceForm({
  providerId,
  priceId,
  version,
  values,
  catalogue,
  sources,
}: {
  providerId: string
  priceId?: string
  version?: number
  values: Record<string, string | string[]>
  catalogue: readonly CatalogueProduct[]
  sources: readonly StoredSource[]
}) {
  const value = (name: string) => String(values[name] ?? '')
  const field = (name: string, label: string) => ({ name, label, defaultValue: value(name) })
  /** A select of `values`, each shown by its label, after "Not stated". */
  const choice = (name: string, label: string, values: readonly string[], labels: Record<string, string>) => ({
    ...field(name, label),
    options: [notStated, ...labelledOptions(values, labels)],
  })
  const back = `/admin/providers/${providerId}`
  return (
    <AdminForm
      action={savePriceAction}
      submitLabel={priceId ? 'Save price' : 'Add price'}
      redirectTo={back}
      conflictHref={priceId ? `${back}/prices/${priceId}?conflict=1` : undefined}
      className="space-y-6"
    >
      <input type="hidden" name="providerId" value={providerId} />
      {priceId && <input type="hidden" name="id" value={priceId} />}
      {version !== undefined && <input type="hidden" name="version" value={version} />}
      <input type="hidden" name="alternativeOf" value={value('alternativeOf')} />
      <section className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="country"
          label="Country"
          defaultValue={value('country') || 'US'}
          options={COUNTRIES.map((country) => ({
            value: country.code,
            label: `${country.name} (${country.currency})`,
          }))}
          hint="The amount is in the country’s currency."
        />
        <MedicineFields catalogue={catalogue} values={values} />
        <TextField
          {...field('dose', 'Dose as the source words it')}
          required
          hint="For example 2.5mg, or “all doses”."
        />
      </section>
      <section className="grid gap-4 sm:grid-cols-3">
        <TextField
          {...field('amount', 'Amount')}
          inputMode="decimal"
          hint="Leave empty when the source shows the offer without an amount."
        />
        <SelectField {...choice('per', 'The amount is for', FIGURE_OPTIONS.PRICE_PERIODS, PER_LABELS)} />
        <SelectField {...choice('kind', 'Kind of price', FIGURE_OPTIONS.PRICE_KINDS, KIND_LABELS)} />
        <TextField
          {...field('condition', 'Condition')}
          className="sm:col-span-2"
          hint="Introductory or conditional: who it is for, or what the buyer must do (“each refill within 45 days”)."
        />
        <TextField
          {...field('until', 'Last day of the offer')}
          type="date"
          hint="When the source ends it; the day after, it is history."
        />
        <SelectField {...field('includesMedication', 'Includes the medicine')} options={yesNo} />
        <SelectField {...field('includesMembership', 'Includes a membership')} options={yesNo} />
        <TextArea
          {...field('note', 'Note')}
          className="sm:col-span-3"
          hint="What the price covers or how the source says it, in your own words."
        />
      </section>
      <SourceFields values={values as Record<string, string>} sources={sources} />
      <ViaFields values={values as Record<string, string>} sources={sources} />
      {priceId && (
        <Fieldset legend="A mistake to correct" className="space-y-3">
          <Checkbox
            name="correction"
            label="This save corrects the price’s last recorded change (a typo, a test): that change leaves the public record, and alerts that heard of it are told"
            defaultChecked={value('correction') === 'on'}
          />
          <TextField
            {...field('correction_reason', 'What the mistake was')}
            hint="Shown in the audit log and in the correction mail, for example “typo: $2,790 for $279”."
          />
        </Fieldset>
      )}
    </AdminForm>
  )
}
