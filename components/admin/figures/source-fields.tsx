'use client'

import { Fieldset, Label, inputClasses } from '@/components/ui/field'
import { SelectField, TextField } from '@/components/ui/form-field'
import { labelledOptions } from '@/components/ui/select-options'
import { todayIso } from '@/lib/domain/dates'
import type { StoredSource } from '@/lib/validation/provider-figures'

const DATE_KIND_LABELS: Record<string, string> = {
  updated: 'Updated date (the page says when it was last updated)',
  published: 'Published date',
  article: 'Article date',
  observed: 'Observed: the day someone else read the seller’s page (name them below)',
  entered: 'Entered in the admin (no page date recorded)',
}

/**
 * A page a figure cites: its address, title, publisher, its own date and what that date is, and where on it
 * the figure stands. Picking a page already cited copies it into the fields. `prefix` names the fields
 * (`source_url`, `via_url`); `checked` adds the day the figure was read.
 */
export function PageFields({
  prefix,
  legend,
  hint,
  values,
  sources,
  checked = false,
}: {
  prefix: 'source' | 'via'
  legend: string
  hint?: string
  values: Record<string, string>
  sources: readonly StoredSource[]
  checked?: boolean
}) {
  const field = (name: string) => `${prefix}_${name}`
  const value = (name: string) => values[field(name)] ?? ''
  /** What a text field needs to show one of these values: its prefixed name and the value. */
  const bound = (name: string) => ({ name: field(name), defaultValue: value(name) })
  // 'entered' and 'read' (our reader's reading) are kept when a figure has them, never picked for a new one.
  const kinds = [
    'updated',
    'published',
    'article',
    'observed',
    ...(['entered', 'read'].includes(value('dateKind')) ? [value('dateKind')] : []),
  ]
  return (
    <Fieldset legend={legend} className="grid gap-4 sm:grid-cols-2">
      {hint && <p className="text-xs text-gray-600 sm:col-span-2">{hint}</p>}
      {sources.length > 0 && (
        <div className="sm:col-span-2">
          <Label htmlFor={`${prefix}-pick`}>Fill in a page already cited</Label>
          <select
            id={`${prefix}-pick`}
            className={inputClasses('sm')}
            defaultValue=""
            onChange={(event) => {
              const picked = sources.find((source) => source.id === event.currentTarget.value)
              const form = event.currentTarget.form
              if (!picked || !form) return
              const fields: Record<string, string> = {
                url: picked.url,
                title: picked.title,
                publisher: picked.publisher,
                date: picked.date,
                dateKind: picked.dateKind,
              }
              for (const [name, text] of Object.entries(fields)) {
                const input = form.elements.namedItem(field(name)) as HTMLInputElement | HTMLSelectElement | null
                if (input) input.value = text
              }
            }}
          >
            <option value="">(type the page below)</option>
            {sources.map((source) => (
              <option key={source.id} value={source.id}>
                {source.publisher}, {source.date}: {source.title}
              </option>
            ))}
          </select>
        </div>
      )}
      <TextField {...bound('url')} label="Page address" type="url" required className="sm:col-span-2" />
      <TextField {...bound('title')} label="Page title" required />
      <TextField {...bound('publisher')} label="Publisher" required />
      <TextField
        {...bound('date')}
        label="The page’s own date"
        type="date"
        required
        hint="The date the page shows, not the day you read it."
      />
      <SelectField
        name={field('dateKind')}
        label="What that date is"
        defaultValue={value('dateKind') || 'updated'}
        options={labelledOptions(kinds, DATE_KIND_LABELS)}
      />
      <TextField
        {...bound('where')}
        label="Where on the page"
        required
        hint="The section or paragraph the figure stands under."
      />
      <TextField
        {...bound('observedBy')}
        label="Observed by"
        hint="An observation only: the organisation or dataset that read the seller’s page. Empty for an anonymous capture, which needs a second source that agrees."
      />
      <TextField
        {...bound('observerUrl')}
        label="Where the observation is published"
        type="url"
        hint="An observation only: the observer’s page, or its dataset file at a version."
      />
      {checked && (
        <TextField
          name="source_checked"
          label="Checked on"
          type="date"
          defaultValue={values.source_checked || todayIso()}
          required
          hint="The day you read the figure on the page."
        />
      )}
    </Fieldset>
  )
}

/** Where a figure comes from: the page, its own date, where on it the figure stands and the day it was read. */
export function SourceFields({
  values,
  sources,
}: {
  values: Record<string, string>
  sources: readonly StoredSource[]
}) {
  return <PageFields prefix="source" legend="Source" values={values} sources={sources} checked />
}
