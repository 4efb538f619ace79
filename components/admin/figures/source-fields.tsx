'use client'

import { Fieldset, Label, inputClasses } from '@/components/ui/field'
import { SelectField, TextField } from '@/components/ui/form-field'
import type { StoredSource } from '@/lib/validation/provider-figures'

const DATE_KIND_LABELS: Record<string, string> = {
  updated: 'Updated date (the page says when it was last updated)',
  published: 'Published date',
  article: 'Article date',
  entered: 'Entered in the admin (no page date recorded)',
}

/**
 * Where a figure comes from: the page (address, title, publisher, its own date and what that date is), where
 * on it the figure stands and the day it was read. Picking a page already cited copies it into the fields.
 */
export function SourceFields({ values, sources }: { values: Record<string, string>; sources: readonly StoredSource[] }) {
  const kinds = ['updated', 'published', 'article', ...(values.source_dateKind === 'entered' ? ['entered'] : [])]
  return (
    <Fieldset legend="Source" className="grid gap-4 sm:grid-cols-2">
      {sources.length > 0 && (
        <div className="sm:col-span-2">
          <Label htmlFor="source-pick">Fill in a page already cited</Label>
          <select
            id="source-pick"
            className={inputClasses('sm')}
            defaultValue=""
            onChange={(event) => {
              const picked = sources.find((source) => source.id === event.currentTarget.value)
              const form = event.currentTarget.form
              if (!picked || !form) return
              const fields: Record<string, string> = { source_url: picked.url, source_title: picked.title, source_publisher: picked.publisher, source_date: picked.date, source_dateKind: picked.dateKind }
              for (const [name, value] of Object.entries(fields)) {
                const field = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null
                if (field) field.value = value
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
      <TextField name="source_url" label="Page address" type="url" defaultValue={values.source_url} required className="sm:col-span-2" />
      <TextField name="source_title" label="Page title" defaultValue={values.source_title} required />
      <TextField name="source_publisher" label="Publisher" defaultValue={values.source_publisher} required />
      <TextField name="source_date" label="The page’s own date" type="date" defaultValue={values.source_date} required hint="The date the page shows, not the day you read it." />
      <SelectField name="source_dateKind" label="What that date is" defaultValue={values.source_dateKind || 'updated'} options={kinds.map((kind) => ({ value: kind, label: DATE_KIND_LABELS[kind] }))} />
      <TextField name="source_where" label="Where on the page" defaultValue={values.source_where} required hint="The section or table heading the figure stands under." />
      <TextField name="source_checked" label="Checked on" type="date" defaultValue={values.source_checked || new Date().toISOString().slice(0, 10)} required hint="The day you read the figure on the page." />
    </Fieldset>
  )
}
