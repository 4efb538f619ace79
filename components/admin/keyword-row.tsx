'use client'

import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { TextField } from '@/components/ui/form-field'
import type { ActionResult, ActionState } from '@/lib/actions/safe-action'
import { AdminForm } from './admin-form'
import { DeleteButton } from './row-actions'

type Keyword = { id: string; keyword: string; searchVolume: number; trendScore: number; lastUpdated: string }
type Save = (state: ActionState, input: FormData) => Promise<ActionResult>
type Remove = (state: ActionState, input: Record<string, unknown>) => Promise<ActionResult>

const ROW = { as: 'li', variant: 'raised', padding: 'sm', radius: 'lg' } as const

/** A keyword row that turns into its own inline edit form. */
export function KeywordRow({ keyword, save, remove }: { keyword: Keyword; save: Save; remove: Remove }) {
  const [editing, setEditing] = useState(false)
  if (editing) {
    return (
      <Card {...ROW}>
        <AdminForm
          action={save}
          submitLabel="Save"
          onSuccess={() => setEditing(false)}
          className="grid items-end gap-3 sm:grid-cols-4"
        >
          <input type="hidden" name="id" value={keyword.id} />
          <KeywordFields values={keyword} idPrefix={keyword.id} />
          <button
            type="button"
            onClick={() => setEditing(false)}
            className="text-sm font-semibold text-gray-600 underline"
          >
            Cancel
          </button>
        </AdminForm>
      </Card>
    )
  }
  return (
    <Card {...ROW} className="flex flex-wrap items-center justify-between gap-3">
      <span>
        <strong>{keyword.keyword}</strong>
        <span className="ml-3 text-sm text-gray-600">
          volume {keyword.searchVolume.toLocaleString('en-US')} · trend {keyword.trendScore} · updated{' '}
          {keyword.lastUpdated.slice(0, 10)}
        </span>
      </span>
      <span>
        <Button variant="plain" size="sm" onClick={() => setEditing(true)}>
          Edit
        </Button>
        <DeleteButton action={remove} id={keyword.id} confirm={`Delete the keyword “${keyword.keyword}”?`} />
      </span>
    </Card>
  )
}

export function KeywordFields({ values, idPrefix }: { values?: Partial<Keyword>; idPrefix: string }) {
  const field = (name: 'keyword' | 'searchVolume' | 'trendScore', id: string, label: string) => ({
    id: `${idPrefix}-${id}`,
    name,
    label,
    defaultValue: values?.[name],
  })
  const number = { type: 'number', step: '1', min: 0 } as const
  return (
    <>
      <TextField {...field('keyword', 'keyword', 'Keyword')} />
      <TextField {...field('searchVolume', 'volume', 'Search volume')} {...number} />
      <TextField {...field('trendScore', 'trend', 'Trend score (0-100)')} {...number} max={100} />
    </>
  )
}
