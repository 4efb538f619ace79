import { z } from 'zod'
import { todayIso } from '@/lib/domain/dates'
import { PRICE_MESSAGES, sourceUrl } from '@/lib/domain/price-schema'

export const STALE_MESSAGES = {
  url: PRICE_MESSAGES.url,
  date: 'Enter the date the page itself shows, not in the future',
  checked: 'Marked as checked',
  failed: 'Failed to mark the figure as checked',
  regroupGone: 'No figure cites that page any more: the list has been refreshed',
  rechecked: (count: number, day: string) =>
    `Re-checked ${count} ${count === 1 ? 'figure' : 'figures'}, still true: checked ${day}`,
} as const

/** 'Mark checked' on the dashboard: which figure, and the page re-read with its own date. */
export const figureCheckSchema = z.object({
  ref: z.string().regex(/^(price|fact):[0-9a-f-]{36}$/),
  sourceUrl,
  sourceDate: z.iso.date(STALE_MESSAGES.date).refine((date) => date <= todayIso(), STALE_MESSAGES.date),
})
export type FigureCheck = z.output<typeof figureCheckSchema>

/** 'Re-checked, still true' for a group: the page every figure in it cites, by its address and own date. */
export const sourceRecheckSchema = z.object({
  sourceUrl,
  sourceDate: z.iso.date(STALE_MESSAGES.date),
})
