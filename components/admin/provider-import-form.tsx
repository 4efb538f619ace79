'use client'

import { startTransition, useActionState, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Field, inputClasses } from '@/components/ui/field'
import { Notice } from '@/components/ui/notice'
import { Table } from '@/components/ui/table'
import { importProvidersAction } from '@/lib/admin/actions/provider-import'
import { IMPORT_MESSAGES, MAX_IMPORT_CHARS, type ImportFormat } from '@/lib/validation/provider-import'

const formatOf = (name: string): ImportFormat | null =>
  /\.json$/i.test(name) ? 'json' : /\.csv$/i.test(name) ? 'csv' : null

type Checked = { format: ImportFormat; fileName: string; content: string }

const CHANGE_WORDS = { added: 'Added', changed: 'Changed', removed: 'Removed' } as const

/**
 * The import form: the browser reads the chosen file and sends its text with its format, and the outcome is
 * shown here: the report of every problem (row, field, message), or the preview of every change with a button
 * that confirms it (sending the same text again with the preview's token), then what was created and updated.
 */
export function ProviderImportForm() {
  const [state, dispatch, pending] = useActionState(importProvidersAction, null)
  const [format, setFormat] = useState<ImportFormat>('csv')
  const [localError, setLocalError] = useState<string | null>(null)
  // The text that was checked: a confirmation sends this, never a file chosen after the preview.
  const [checked, setChecked] = useState<Checked | null>(null)
  const report = state && !state.ok && state.data && 'problems' in state.data ? state.data : null
  const preview = state?.data && 'preview' in state.data ? state.data : null
  const summary = state?.ok && state.data && 'created' in state.data ? state.data : null

  function send(file: Checked, confirm?: string) {
    const data = new FormData()
    data.set('format', file.format)
    data.set('fileName', file.fileName)
    data.set('content', file.content)
    if (confirm) data.set('confirm', confirm)
    startTransition(() => dispatch(data))
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const file = new FormData(event.currentTarget).get('file')
    if (!(file instanceof File) || file.size === 0) return setLocalError(IMPORT_MESSAGES.empty)
    // The same limit the server applies, before a large file is read or sent.
    if (file.size > MAX_IMPORT_CHARS) return setLocalError(IMPORT_MESSAGES.tooLarge)
    setLocalError(null)
    const read = { format, fileName: file.name.slice(0, 255), content: await file.text() }
    setChecked(read)
    send(read)
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field id="import-file" label="File (CSV or JSON, as exported)" required>
        <input
          id="import-file"
          name="file"
          type="file"
          accept=".csv,.json,text/csv,application/json"
          className={inputClasses()}
          onChange={(event) => {
            setChecked(null)
            setFormat(formatOf(event.currentTarget.files?.[0]?.name ?? '') ?? format)
          }}
        />
      </Field>
      <Field id="import-format" label="Format">
        <select
          id="import-format"
          name="format"
          value={format}
          onChange={(event) => setFormat(event.currentTarget.value as ImportFormat)}
          className={inputClasses('sm', 'max-w-xs')}
        >
          <option value="csv">CSV</option>
          <option value="json">JSON</option>
        </select>
      </Field>
      <Button type="submit" disabled={pending} size="none" className="min-h-10 px-5">
        {pending ? 'Checking...' : 'Check the file'}
      </Button>

      {localError && (
        <Notice tone="error" role="alert">
          {localError}
        </Notice>
      )}
      {state && !state.ok && (
        <Notice tone="error" role="alert">
          {state.error}
        </Notice>
      )}
      {report && (
        <section aria-labelledby="import-report">
          <h2 id="import-report" className="text-lg font-semibold">
            Problems in the file
          </h2>
          <p className="mt-1 text-sm text-gray-700">{report.rowNote}</p>
          <Table variant="raised" className="mt-3" columns={['Row', 'Field', 'Problem']} caption="Problems in the file">
            {report.problems.map((problem, index) => (
              <tr key={index}>
                <td className="p-3 tabular-nums">{problem.row ?? '—'}</td>
                <td className="p-3 font-mono text-xs">{problem.field}</td>
                <td className="p-3">{problem.message}</td>
              </tr>
            ))}
          </Table>
          {report.total > report.problems.length && (
            <p className="mt-2 text-sm text-gray-700">And {report.total - report.problems.length} more not listed.</p>
          )}
        </section>
      )}
      {state?.ok && (
        <Notice tone={preview ? 'info' : 'success'} role="status" size="md">
          {state.message}
          {summary && summary.created.length > 0 && (
            <span className="mt-1 block text-sm font-normal">Created: {summary.created.join(', ')}</span>
          )}
          {summary && summary.updated.length > 0 && (
            <span className="mt-1 block text-sm font-normal">Updated: {summary.updated.join(', ')}</span>
          )}
        </Notice>
      )}
      {preview && checked && (
        <section aria-labelledby="import-preview">
          <h2 id="import-preview" className="text-lg font-semibold">
            Changes the import makes
          </h2>
          <Table
            variant="raised"
            className="mt-3"
            columns={['Provider', 'Change', 'What', 'From', 'To']}
            caption="Changes the import makes"
          >
            {preview.preview.changes.map((change, index) => (
              <tr key={index}>
                <td className="p-3 font-mono text-xs">{change.slug}</td>
                <td className="p-3">{CHANGE_WORDS[change.change]}</td>
                <td className="p-3">{change.what}</td>
                <td className="p-3 break-all">{change.from ?? '—'}</td>
                <td className="p-3 break-all">{change.to ?? '—'}</td>
              </tr>
            ))}
          </Table>
          <Button
            type="button"
            disabled={pending}
            size="none"
            className="mt-3 min-h-10 px-5"
            onClick={() => send(checked, preview.token)}
          >
            {pending ? 'Importing...' : 'Confirm the import'}
          </Button>
        </section>
      )}
    </form>
  )
}
