import 'server-only'
import { randomBytes } from 'node:crypto'
import { and, desc, eq, ilike } from 'drizzle-orm'
import { adminOnly } from '@/lib/admin/guard'
import { getDb } from '@/lib/db/client'
import { containsPattern } from '@/lib/db/like'
import { emailSubscriptions } from '@/lib/db/schema'

export type SubscribeOutcome = 'subscribed' | 'already_subscribed'

/**
 * Stores an address (already lower-cased by validation). The unique index decides races: a concurrent
 * duplicate inserts nothing and reads as already subscribed. A previously unsubscribed address is reactivated.
 */
export async function subscribe({ email }: { email: string }): Promise<SubscribeOutcome> {
  const db = getDb()
  const inserted = await db
    .insert(emailSubscriptions)
    .values({ email, unsubscribeToken: randomBytes(24).toString('base64url') })
    .onConflictDoNothing({ target: emailSubscriptions.email })
    .returning({ id: emailSubscriptions.id })
  if (inserted.length) return 'subscribed'
  const reactivated = await db
    .update(emailSubscriptions)
    .set({ isActive: true, subscribedAt: new Date() })
    .where(and(eq(emailSubscriptions.email, email), eq(emailSubscriptions.isActive, false)))
    .returning({ id: emailSubscriptions.id })
  return reactivated.length ? 'subscribed' : 'already_subscribed'
}

/** Marks the address behind a token as unsubscribed; false when no active subscription has that token. */
export async function unsubscribeByToken({ token }: { token: string }): Promise<boolean> {
  const rows = await getDb()
    .update(emailSubscriptions)
    .set({ isActive: false })
    .where(and(eq(emailSubscriptions.unsubscribeToken, token), eq(emailSubscriptions.isActive, true)))
    .returning({ id: emailSubscriptions.id })
  return rows.length > 0
}

// --- Admin --------------------------------------------------------------------------------------------------

export const listSubscriptionsForAdmin = adminOnly(async ({ q }: { q?: string }) => {
  const term = containsPattern(q)
  return getDb()
    .select()
    .from(emailSubscriptions)
    .where(term ? ilike(emailSubscriptions.email, term) : undefined)
    .orderBy(desc(emailSubscriptions.subscribedAt))
})

export const deleteSubscription = adminOnly(
  async ({ id }: { id: string }) => (await getDb().delete(emailSubscriptions).where(eq(emailSubscriptions.id, id)).returning({ id: emailSubscriptions.id })).length > 0,
)
