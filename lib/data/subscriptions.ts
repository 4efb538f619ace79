import 'server-only'
import { randomBytes } from 'node:crypto'
import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import { adminOnly } from '@/lib/admin/guard'
import { getDb } from '@/lib/db/client'
import { searchNewestFirst } from '@/lib/db/like'
import { emailSubscriptions } from '@/lib/db/schema'
import { CONFIRMATION_RESEND_AFTER_MS } from '@/lib/domain/newsletter'

/** The visitor's answer is the same in every case: only the mailbox's owner learns which it was. */
export type SubscribeResult =
  { mail: 'confirm'; confirmToken: string } | { mail: 'already_subscribed'; unsubscribeToken: string } | { mail: null }

const newToken = () => randomBytes(24).toString('base64url')

/** The unique index decides races; re-mails at most every CONFIRMATION_RESEND_AFTER_MS, so nobody floods a mailbox. */
export async function subscribe({ email }: { email: string }): Promise<SubscribeResult> {
  const db = getDb()
  const now = new Date()
  const confirmToken = newToken()
  const inserted = await db
    .insert(emailSubscriptions)
    .values({ email, unsubscribeToken: newToken(), confirmToken, confirmationSentAt: now })
    .onConflictDoNothing({ target: emailSubscriptions.email })
    .returning({ id: emailSubscriptions.id })
  if (inserted.length) return { mail: 'confirm', confirmToken }

  const reactivated = await db
    .update(emailSubscriptions)
    .set({ isActive: true, subscribedAt: now, confirmedAt: null, confirmToken, confirmationSentAt: now })
    .where(and(eq(emailSubscriptions.email, email), eq(emailSubscriptions.isActive, false)))
    .returning({ id: emailSubscriptions.id })
  if (reactivated.length) return { mail: 'confirm', confirmToken }

  const [due] = await db
    .update(emailSubscriptions)
    .set({ confirmationSentAt: now, confirmToken: sql`coalesce(${emailSubscriptions.confirmToken}, ${confirmToken})` })
    .where(
      and(
        eq(emailSubscriptions.email, email),
        eq(emailSubscriptions.isActive, true),
        or(
          isNull(emailSubscriptions.confirmationSentAt),
          lt(emailSubscriptions.confirmationSentAt, new Date(now.getTime() - CONFIRMATION_RESEND_AFTER_MS)),
        ),
      ),
    )
    .returning({
      confirmToken: emailSubscriptions.confirmToken,
      unsubscribeToken: emailSubscriptions.unsubscribeToken,
      confirmedAt: emailSubscriptions.confirmedAt,
    })
  if (!due) return { mail: null }
  return due.confirmedAt
    ? { mail: 'already_subscribed', unsubscribeToken: due.unsubscribeToken }
    : { mail: 'confirm', confirmToken: due.confirmToken! }
}

export async function releaseConfirmation({ email }: { email: string }): Promise<void> {
  await getDb().update(emailSubscriptions).set({ confirmationSentAt: null }).where(eq(emailSubscriptions.email, email))
}

export type ConfirmOutcome = 'confirmed' | 'already_confirmed' | 'unknown'

/** An unsubscribed address's old link is unknown. */
export async function confirmSubscription({ token }: { token: string }): Promise<ConfirmOutcome> {
  const db = getDb()
  const activeByToken = [eq(emailSubscriptions.confirmToken, token), eq(emailSubscriptions.isActive, true)]
  const confirmed = await db
    .update(emailSubscriptions)
    .set({ confirmedAt: new Date() })
    .where(and(...activeByToken, isNull(emailSubscriptions.confirmedAt)))
    .returning({ id: emailSubscriptions.id })
  if (confirmed.length) return 'confirmed'
  const [row] = await db
    .select({ id: emailSubscriptions.id })
    .from(emailSubscriptions)
    .where(and(...activeByToken, isNotNull(emailSubscriptions.confirmedAt)))
  return row ? 'already_confirmed' : 'unknown'
}

export type UnsubscribeOutcome = 'unsubscribed' | 'already_unsubscribed' | 'unknown'

/** Says whether the token was already used, so the one-click route can answer a repeated POST as done. */
export async function unsubscribeByToken({ token }: { token: string }): Promise<UnsubscribeOutcome> {
  const db = getDb()
  const rows = await db
    .update(emailSubscriptions)
    .set({ isActive: false })
    .where(and(eq(emailSubscriptions.unsubscribeToken, token), eq(emailSubscriptions.isActive, true)))
    .returning({ id: emailSubscriptions.id })
  if (rows.length) return 'unsubscribed'
  const [known] = await db
    .select({ id: emailSubscriptions.id })
    .from(emailSubscriptions)
    .where(eq(emailSubscriptions.unsubscribeToken, token))
  return known ? 'already_unsubscribed' : 'unknown'
}

export const listSubscriptionsForAdmin = adminOnly(async ({ q }: { q?: string }) =>
  searchNewestFirst(emailSubscriptions, {
    column: emailSubscriptions.email,
    q,
    newest: emailSubscriptions.subscribedAt,
  }),
)

export const countConfirmedSubscribers = adminOnly(async (): Promise<number> => {
  const [row] = await getDb()
    .select({ n: count() })
    .from(emailSubscriptions)
    .where(and(eq(emailSubscriptions.isActive, true), isNotNull(emailSubscriptions.confirmedAt)))
  return row?.n ?? 0
})

export const deleteSubscription = adminOnly(
  async ({ id }: { id: string }) =>
    (
      await getDb()
        .delete(emailSubscriptions)
        .where(eq(emailSubscriptions.id, id))
        .returning({ id: emailSubscriptions.id })
    ).length > 0,
)
