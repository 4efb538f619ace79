import { and, eq, lt, sql, type SQL } from 'drizzle-orm'
import type { SelectedFieldsFlat } from 'drizzle-orm/pg-core'
import { getDb } from './client'
import type { newsletterDeliveries, priceAlertDeliveries } from './schema'

/** The claim protocol of lib/mail-delivery.ts, shared by newsletter and price alert deliveries. */
type DeliveryTable = typeof newsletterDeliveries | typeof priceAlertDeliveries
// Either table: the queries below touch only the columns both have, typed through one of them.
const rows = (table: DeliveryTable) => table as typeof newsletterDeliveries

export type SettledStatus = 'sent' | 'failed' | 'unknown' | 'skipped' | 'pending'

export type DeliveryClaim = { id: string; workerId: string }

/** What happened to a claimed delivery, as its sender records it. */
export type Settlement = DeliveryClaim & { status: SettledStatus; error?: string | null }

/**
 * Commit before handing the mail over; returns the delivery's id and attempts with the columns its mail needs
 * (`mail`), or no row when another sender took it first.
 */
export function claimPending<Mail extends SelectedFieldsFlat>(
  table: DeliveryTable,
  { id, workerId }: DeliveryClaim,
  mail: Mail,
) {
  const d = rows(table)
  return getDb()
    .update(d)
    .set({ status: 'sending', claimedAt: new Date(), claimedBy: workerId, attempts: sql`${d.attempts} + 1` })
    .where(and(eq(d.id, id), eq(d.status, 'pending')))
    .returning({ id: d.id, attempts: d.attempts, ...mail })
}

/** An expired claim's mail may or may not have left: 'unknown', never sent again (at most once). */
export async function settleExpiredClaims(table: DeliveryTable, leaseMs: number, scope?: SQL): Promise<number> {
  const d = rows(table)
  const settled = await getDb()
    .update(d)
    .set({
      status: 'unknown',
      error:
        'The sender stopped while handing this mail over (its claim expired): it may have arrived, so it is not sent again.',
    })
    .where(and(scope, eq(d.status, 'sending'), lt(d.claimedAt, new Date(Date.now() - leaseMs))))
    .returning({ id: d.id })
  return settled.length
}

/** 'pending' only when the mail certainly did not leave; false when the claim outlived its lease. */
export async function settleClaim(
  table: DeliveryTable,
  { id, workerId, status, error = null, whenPending = {} }: Settlement & { whenPending?: object },
): Promise<boolean> {
  const d = rows(table)
  const settled = await getDb()
    .update(d)
    .set({
      status,
      error,
      sentAt: status === 'sent' ? new Date() : null,
      ...(status === 'pending' ? { claimedAt: null, claimedBy: null, ...whenPending } : {}),
    })
    .where(and(eq(d.id, id), eq(d.status, 'sending'), eq(d.claimedBy, workerId)))
    .returning({ id: d.id })
  return settled.length > 0
}
