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
/** The options of a choice whose values each have a label, in the order given. */
const labelled = (labels: Record<string, string>) => options(Object.keys(labels), labels)

/** The fields of one kind of fact. */
function ValueFields({ kind, values }: { kind: FactKind; values: Record<string, string | string[]> }) {
  const value = (name: string) => String(values[name] ?? '')
  // A choice starts at the fact's stored value for its field, or `fallback` for a new fact.
  const select = (name: string, label: string, choices: { value: string; label: string }[], fallback = '') => (
    <SelectField name={name} label={label} defaultValue={value(name) || fallback} options={choices} />
  )
  switch (kind) {
    case 'fee':
      return (
        <>
          {select('feeKind', 'Fee', options(FIGURE_OPTIONS.FEE_KINDS))}
          <TextField name="amount" label="Amount" inputMode="decimal" defaultValue={value('amount')} required />
          {select('currency', 'Currency', options(FIGURE_OPTIONS.CURRENCIES), 'USD')}
          {select('period', 'Charged', options(FIGURE_OPTIONS.FEE_PERIODS))}
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
      return select('accepted', 'Insurance accepted', labelled({ yes: 'Yes', no: 'No' }))
    case 'pricing_model':
      return select(
        'model',
        'Pricing model',
        options(FIGURE_OPTIONS.PRICING_MODELS, {
          flat: 'Flat price',
          membership_plus_medication: 'Membership plus medication',
        }),
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
          {select('medication', 'Medicine', options(MEDICATIONS))}
          {select('pharmacyKind', 'Pharmacy type', [{ value: '', label: 'Not stated' }, ...options(['503A', '503B'])])}
          <TextField name="name" label="Pharmacy name" defaultValue={value('name')} />
        </>
      )
    case 'review':
      return (
        <>
          {select('site', 'Review site', labelled({ trustpilot: 'Trustpilot', google: 'Google' }))}
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
