'use client'

import { useState } from 'react'
import type { ActionResult, ActionState } from '@/lib/actions/safe-action'
import { AdminForm } from './admin-form'
import { ConfirmActionButton } from './confirm-action-button'
import { FieldErrorText, useFieldError } from './field-errors'

type Keyword = { id: string; keyword: string; searchVolume: number; trendScore: number; lastUpdated: string }
type Save = (state: ActionState, input: FormData) => Promise<ActionResult>
type Remove = (state: ActionState, input: Record<string, unknown>) => Promise<ActionResult>

/** A keyword row that turns into its own inline edit form. */
export function KeywordRow({ keyword, save, remove }: { keyword: Keyword; save: Save; remove: Remove }) {
  const [editing, setEditing] = useState(false)
  if (editing) {
    return (
      <li className="rounded-lg bg-white p-3 shadow-sm">
        <AdminForm action={save} submitLabel="Save" onSuccess={() => setEditing(false)} className="grid items-end gap-3 sm:grid-cols-4">
          <input type="hidden" name="id" value={keyword.id} />
          <KeywordFields values={keyword} idPrefix={keyword.id} />
          <button type="button" onClick={() => setEditing(false)} className="text-sm font-semibold text-gray-600 underline">
            Cancel
          </button>
        </AdminForm>
      </li>
    )
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-white p-3 shadow-sm">
      <span>
        <strong>{keyword.keyword}</strong>
        <span className="ml-3 text-sm text-gray-600">
          volume {keyword.searchVolume.toLocaleString('en-US')} · trend {keyword.trendScore} · updated {keyword.lastUpdated.slice(0, 10)}
        </span>
      </span>
      <span>
        <button type="button" onClick={() => setEditing(true)} className="rounded-md px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50">
          Edit
        </button>
        <ConfirmActionButton action={remove} input={{ id: keyword.id }} label="Delete" confirm={`Delete the keyword “${keyword.keyword}”?`} />
      </span>
    </li>
  )
}

function NumberOrTextField({ id, name, label, defaultValue, numeric }: { id: string; name: string; label: string; defaultValue?: string | number; numeric?: { max?: number } }) {
  const error = useFieldError(name, id)
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">{label}</label>
      <input
        id={id}
        name={name}
        defaultValue={defaultValue}
        className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2 text-sm aria-[invalid=true]:border-red-600"
        {...(numeric ? { type: 'number', step: '1', min: 0, max: numeric.max } : {})}
        {...error.inputProps}
      />
      <FieldErrorText id={error.errorId} message={error.message} />
    </div>
  )
}

export function KeywordFields({ values, idPrefix }: { values?: Partial<Keyword>; idPrefix: string }) {
  return (
    <>
      <NumberOrTextField id={`${idPrefix}-keyword`} name="keyword" label="Keyword" defaultValue={values?.keyword} />
      <NumberOrTextField id={`${idPrefix}-volume`} name="searchVolume" label="Search volume" defaultValue={values?.searchVolume} numeric={{}} />
      <NumberOrTextField id={`${idPrefix}-trend`} name="trendScore" label="Trend score (0-100)" defaultValue={values?.trendScore} numeric={{ max: 100 }} />
    </>
  )
}
