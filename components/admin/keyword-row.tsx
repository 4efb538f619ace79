'use client'

import { useState } from 'react'
import type { ActionResult, ActionState } from '@/lib/actions/safe-action'
import { AdminForm } from './admin-form'
import { ConfirmActionButton } from './confirm-action-button'

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

export function KeywordFields({ values, idPrefix }: { values?: Partial<Keyword>; idPrefix: string }) {
  const field = 'mt-1 w-full rounded-md border border-gray-300 px-3 py-2 text-sm'
  return (
    <>
      <div>
        <label htmlFor={`${idPrefix}-keyword`} className="block text-sm font-semibold">Keyword</label>
        <input id={`${idPrefix}-keyword`} name="keyword" defaultValue={values?.keyword} className={field} />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-volume`} className="block text-sm font-semibold">Search volume</label>
        <input id={`${idPrefix}-volume`} name="searchVolume" type="number" step="1" min={0} defaultValue={values?.searchVolume} className={field} />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-trend`} className="block text-sm font-semibold">Trend score (0-100)</label>
        <input id={`${idPrefix}-trend`} name="trendScore" type="number" step="1" min={0} max={100} defaultValue={values?.trendScore} className={field} />
      </div>
    </>
  )
}
