import { Checkbox, Fieldset } from '@/components/ui/field'
import { SelectField, TextArea, TextField } from '@/components/ui/form-field'
import { MEDICATIONS } from '@/lib/validation/provider-data'
import { saveFactAction } from '@/lib/admin/actions/provider-figures'
import { FACT_LABELS, FIGURE_OPTIONS, type StoredSource } from '@/lib/validation/provider-figures'
import type { FactKind } from '@/lib/validation/provider-import'
import { AdminForm } from '../admin-form'
import { SourceFields } from './source-fields'

const options = (values: readonly string[], labels: Record<string, string> = {}) =>
  values.map((value) => ({ value, label: labels[value] ?? value }))

/** The fields of one kind of fact. */
function ValueFields({ kind, values }: { kind: FactKind; values: Record<string, string | string[]> }) {
  const value = (name: string) => String(values[name] ?? '')
  switch (kind) {
    case 'fee':
      return (
        <>
          <SelectField
            name="feeKind"
            label="Fee"
            defaultValue={value('feeKind')}
            options={options(FIGURE_OPTIONS.FEE_KINDS)}
          />
          <TextField name="amount" label="Amount" inputMode="decimal" defaultValue={value('amount')} required />
          <SelectField
            name="currency"
            label="Currency"
            defaultValue={value('currency') || 'USD'}
            options={options(FIGURE_OPTIONS.CURRENCIES)}
          />
          <SelectField
            name="period"
            label="Charged"
            defaultValue={value('period')}
            options={options(FIGURE_OPTIONS.FEE_PERIODS)}
          />
          <TextArea name="note" label="Note" defaultValue={value('note')} className="sm:col-span-2" />
        </>
      )
    case 'states': {
      const chosen = new Set([values.states ?? []].flat())
      return (
        <Fieldset legend="States it treats in" className="sm:col-span-2">
          <div className="grid max-h-72 grid-cols-2 gap-1 overflow-y-auto sm:grid-cols-4">
            {FIGURE_OPTIONS.STATE_OPTIONS.map((state) => (
              <Checkbox key={state} name="states" value={state} label={state} defaultChecked={chosen.has(state)} />
            ))}
          </div>
        </Fieldset>
      )
    }
    case 'insurance':
      return (
        <SelectField
          name="accepted"
          label="Insurance accepted"
          defaultValue={value('accepted')}
          options={[
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ]}
        />
      )
    case 'pricing_model':
      return (
        <SelectField
          name="model"
          label="Pricing model"
          defaultValue={value('model')}
          options={options(FIGURE_OPTIONS.PRICING_MODELS, {
            flat: 'Flat price',
            membership_plus_medication: 'Membership plus medication',
          })}
        />
      )
    case 'minimum_commitment':
      return (
        <>
          <TextField
            name="months"
            label="Months"
            inputMode="numeric"
            defaultValue={value('months')}
            hint="0 when the source says there is none; empty when it names no number."
          />
          <TextArea name="note" label="What the source says" defaultValue={value('note')} className="sm:col-span-2" />
        </>
      )
    case 'cancellation':
      return (
        <TextArea
          name="note"
          label="What the source says"
          defaultValue={value('note')}
          required
          className="sm:col-span-2"
        />
      )
    case 'pharmacy':
      return (
        <>
          <SelectField
            name="medication"
            label="Medicine"
            defaultValue={value('medication')}
            options={options(MEDICATIONS)}
          />
          <SelectField
            name="pharmacyKind"
            label="Pharmacy type"
            defaultValue={value('pharmacyKind')}
            options={[{ value: '', label: 'Not stated' }, ...options(['503A', '503B'])]}
          />
          <TextField name="name" label="Pharmacy name" defaultValue={value('name')} />
        </>
      )
    case 'review':
      return (
        <>
          <SelectField
            name="site"
            label="Review site"
            defaultValue={value('site')}
            options={[
              { value: 'trustpilot', label: 'Trustpilot' },
              { value: 'google', label: 'Google' },
            ]}
          />
          <TextField
            name="average"
            label="Average (0 to 5)"
            inputMode="decimal"
            defaultValue={value('average')}
            required
          />
          <TextField
            name="count"
            label="Number of reviews"
            inputMode="numeric"
            defaultValue={value('count')}
            required
          />
        </>
      )
  }
}

/** One fee, state list, term, pharmacy or review figure with its source. */
export function FactForm({
  providerId,
  kind,
  factId,
  version,
  values,
  sources,
}: {
  providerId: string
  kind: FactKind
  factId?: string
  version?: number
  values: Record<string, string | string[]>
  sources: readonly StoredSource[]
}) {
  const back = `/admin/providers/${providerId}`
  return (
    <AdminForm
      action={saveFactAction}
      submitLabel={factId ? `Save ${FACT_LABELS[kind].toLowerCase()}` : `Add ${FACT_LABELS[kind].toLowerCase()}`}
      redirectTo={back}
      conflictHref={factId ? `${back}/facts/${factId}?conflict=1` : undefined}
      className="space-y-6"
    >
      <input type="hidden" name="providerId" value={providerId} />
      <input type="hidden" name="kind" value={kind} />
      {factId && <input type="hidden" name="id" value={factId} />}
      {version !== undefined && <input type="hidden" name="version" value={version} />}
      <section className="grid gap-4 sm:grid-cols-2">
        <ValueFields kind={kind} values={values} />
      </section>
      <SourceFields values={values as Record<string, string>} sources={sources} />
    </AdminForm>
  )
}
