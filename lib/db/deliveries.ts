import { and, eq, lt, sql, type SQL } from 'drizzle-orm'
import { getDb } from './client'
import type { newsletterDeliveries, priceAlertDeliveries } from './schema'

/**
 * The claim columns the newsletter's and the price alerts' delivery rows share (status, attempts, claimedAt,
 * claimedBy, sentAt, error), written the same way for both: the claim protocol of lib/mail-delivery.ts.
 */
type DeliveryTable = typeof newsletterDeliveries | typeof priceAlertDeliveries
// Either table: the queries below touch only the columns both have, typed through one of them.
const rows = (table: DeliveryTable) => table as typeof newsletterDeliveries

export type SettledStatus = 'sent' | 'failed' | 'unknown' | 'skipped' | 'pending'

/** What a claim writes: pending -> sending, with who and when, committed before the mail is handed over. */
export const claimedBy = (table: DeliveryTable, workerId: string) => ({
  status: 'sending' as const,
  claimedAt: new Date(),
  claimedBy: workerId,
  attempts: sql`${rows(table).attempts} + 1`,
})

/**
 * Claims older than the lease belong to a sender that stopped (a crash, a kill, a lost database connection)
 * between claiming and recording the outcome: the mail may or may not have left. They are settled as
 * 'unknown' and never sent again (at most once). Returns how many.
 */
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

/**
 * Records what happened to a claimed delivery: 'sent', 'failed', 'unknown', 'skipped', or 'pending' to queue it
 * again (the mail certainly did not leave; `whenPending` adds what else that writes). Only the claim's owner
 * may; false when the claim was settled meanwhile (it outlived its lease).
 */
export async function settleClaim(
  table: DeliveryTable,
  {
    id,
    workerId,
    status,
    error = null,
    whenPending = {},
  }: { id: string; workerId: string; status: SettledStatus; error?: string | null; whenPending?: object },
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
