import 'server-only'
import { randomUUID } from 'node:crypto'
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm'
import { adminOnly } from '@/lib/admin/guard'
import { getDb } from '@/lib/db/client'
import * as deliveries from '@/lib/db/deliveries'
import { priceAlertDeliveries, priceAlerts, priceHistory, providers } from '@/lib/db/schema'
import type { CountryCode } from '@/config/countries'
import { newsworthyChange } from '@/lib/data/price-history'
import { getPriceTracker, listPriceRecord } from '@/lib/data/price-tracker'
import {
  ALERT_RETENTION_MS,
  alertProducts,
  type AlertProduct,
  CONFIRM_LINK_TTL_MS,
  CONFIRMATION_RESEND_AFTER_MS,
  firingAlerts,
  hashAlertToken,
  manageTokenOf,
  newAlertToken,
  type AlertKind,
  type AlertMailChange,
  type AlertMailCorrection,
  type AlertRule,
} from '@/lib/domain/price-alerts'
import { isoDay } from '@/lib/domain/dates'
import { effectiveDate, isPublicPriceChange } from '@/lib/domain/price-history'
import { changeKey, productKey, productTitle } from '@/lib/domain/price-tracker'
import { env } from '@/lib/env'
import { signingSecret } from '@/lib/signing-secret'

const a = priceAlerts
const ALERT_RULE_COLUMNS = {
  id: a.id,
  countryCode: a.countryCode,
  productKey: a.productKey,
  dose: a.dose,
  kind: a.kind,
  threshold: a.threshold,
}
const d = priceAlertDeliveries

/** Sets `values` on the alerts `where` selects; the ids of those it changed. */
const updateAlerts = (values: Partial<typeof a.$inferInsert>, where: SQL | undefined) =>
  getDb().update(a).set(values).where(where).returning({ id: a.id })

export type NewAlert = AlertRule & { email: string }

export async function alertProductsFor({ countryCode }: { countryCode: CountryCode }): Promise<AlertProduct[]> {
  return alertProducts((await getPriceTracker({ countryCode })).products)
}

/** The visitor's answer is the same in every case, so the form never says whether an address signed up. */
export type CreateAlertResult =
  { mail: 'confirm'; alertId: string; confirmToken: string } | { mail: 'already_set'; alertId: string } | { mail: null }

const sameRule = (alert: NewAlert) =>
  and(
    eq(a.email, alert.email),
    eq(a.countryCode, alert.countryCode),
    eq(a.productKey, alert.productKey),
    alert.dose === null ? isNull(a.dose) : eq(a.dose, alert.dose),
    eq(a.kind, alert.kind),
    alert.threshold === null ? isNull(a.threshold) : eq(a.threshold, alert.threshold),
    isNull(a.unsubscribedAt),
  )

/** Re-mails at most every CONFIRMATION_RESEND_AFTER_MS (a conditional update), so the form cannot flood a mailbox. */
export async function createPriceAlert(alert: NewAlert): Promise<CreateAlertResult> {
  const db = getDb()
  const now = new Date()
  const confirmToken = newAlertToken()
  const [existing] = await db.select({ id: a.id, confirmedAt: a.confirmedAt }).from(a).where(sameRule(alert)).limit(1)
  if (!existing) {
    const id = randomUUID()
    const [row] = await db
      .insert(a)
      .values({
        ...alert,
        id,
        confirmTokenHash: hashAlertToken(confirmToken),
        confirmationSentAt: now,
        manageTokenHash: hashAlertToken(manageTokenOf(id, await signingSecret())),
      })
      .returning({ id: a.id })
    return { mail: 'confirm', alertId: row.id, confirmToken }
  }
  const [due] = await updateAlerts(
    { confirmationSentAt: now, ...(existing.confirmedAt ? {} : { confirmTokenHash: hashAlertToken(confirmToken) }) },
    and(
      eq(a.id, existing.id),
      or(
        isNull(a.confirmationSentAt),
        lt(a.confirmationSentAt, new Date(now.getTime() - CONFIRMATION_RESEND_AFTER_MS)),
      ),
    ),
  )
  if (!due) return { mail: null }
  return existing.confirmedAt
    ? { mail: 'already_set', alertId: existing.id }
    : { mail: 'confirm', alertId: existing.id, confirmToken }
}

export async function releaseAlertConfirmation({ alertId }: { alertId: string }): Promise<void> {
  await getDb().update(a).set({ confirmationSentAt: null }).where(eq(a.id, alertId))
}

export type AlertConfirmOutcome = 'confirmed' | 'already_confirmed' | 'expired' | 'unknown'

export async function confirmPriceAlert({ token }: { token: string }): Promise<AlertConfirmOutcome> {
  const db = getDb()
  const hash = hashAlertToken(token)
  const confirmed = await updateAlerts(
    { confirmedAt: new Date() },
    and(
      eq(a.confirmTokenHash, hash),
      isNull(a.confirmedAt),
      isNull(a.unsubscribedAt),
      gt(a.confirmationSentAt, new Date(Date.now() - CONFIRM_LINK_TTL_MS)),
    ),
  )
  if (confirmed.length) return 'confirmed'
  const [row] = await db
    .select({ confirmedAt: a.confirmedAt, unsubscribedAt: a.unsubscribedAt })
    .from(a)
    .where(eq(a.confirmTokenHash, hash))
  if (!row || row.unsubscribedAt) return 'unknown'
  return row.confirmedAt ? 'already_confirmed' : 'expired'
}

export type ManagedAlert = {
  id: string
  countryCode: string
  productKey: string
  dose: string | null
  kind: AlertKind
  threshold: number | null
}

export async function alertsForManageToken({ token }: { token: string }): Promise<ManagedAlert[] | null> {
  const db = getDb()
  const [owner] = await db
    .select({ email: a.email })
    .from(a)
    .where(eq(a.manageTokenHash, hashAlertToken(token)))
  if (!owner) return null
  return db
    .select(ALERT_RULE_COLUMNS)
    .from(a)
    .where(and(eq(a.email, owner.email), isNull(a.unsubscribedAt), isNotNull(a.confirmedAt)))
    .orderBy(asc(a.createdAt))
}

export async function removeAlertWithManageToken({ token, alertId }: { token: string; alertId: string }) {
  const owner = getDb()
    .select({ email: a.email })
    .from(a)
    .where(eq(a.manageTokenHash, hashAlertToken(token)))
  const rows = await updateAlerts(
    { unsubscribedAt: new Date() },
    and(eq(a.id, alertId), isNull(a.unsubscribedAt), inArray(a.email, owner)),
  )
  return rows.length > 0
}

export type AlertUnsubscribeOutcome = 'unsubscribed' | 'already_unsubscribed' | 'unknown'

/** One-click (RFC 8058): removes the alert whose mail carried the token. */
export async function unsubscribeAlertByToken({ token }: { token: string }): Promise<AlertUnsubscribeOutcome> {
  const hash = hashAlertToken(token)
  const rows = await updateAlerts(
    { unsubscribedAt: new Date() },
    and(eq(a.manageTokenHash, hash), isNull(a.unsubscribedAt)),
  )
  if (rows.length) return 'unsubscribed'
  const [known] = await getDb().select({ id: a.id }).from(a).where(eq(a.manageTokenHash, hash))
  return known ? 'already_unsubscribed' : 'unknown'
}

export async function purgeOldAlerts({ now = new Date() }: { now?: Date } = {}): Promise<number> {
  const before = new Date(now.getTime() - ALERT_RETENTION_MS)
  const rows = await getDb()
    .delete(a)
    .where(or(lt(a.unsubscribedAt, before), and(isNull(a.confirmedAt), lt(a.createdAt, before))))
    .returning({ id: a.id })
  return rows.length
}

// Any fixed number, distinct from the migrator's: enqueuers of every instance take turns.
const ENQUEUE_LOCK_KEY = 7_355_608_002
/** How far back a pass looks for changes not yet matched (a server that was down catches up this far). */
export const ENQUEUE_LOOKBACK_MS = 30 * 24 * 60 * 60_000

/** Idempotent via the unique (alert, change) indexes; seed, migration and sample-program prices are not news. */
export async function enqueueAlertDeliveries({
  now = new Date(),
  holdMs = env.PRICE_ALERT_HOLD_MINUTES * 60_000,
}: { now?: Date; holdMs?: number } = {}): Promise<number> {
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ENQUEUE_LOCK_KEY})`)
    const alerts = await tx
      .select({ ...ALERT_RULE_COLUMNS, confirmedAt: a.confirmedAt })
      .from(a)
      .where(and(isNotNull(a.confirmedAt), isNull(a.unsubscribedAt)))
    if (!alerts.length) return 0
    const since = new Date(
      Math.max(now.getTime() - ENQUEUE_LOOKBACK_MS, Math.min(...alerts.map((alert) => alert.confirmedAt!.getTime()))),
    )
    const recorded = await tx
      .select({
        id: priceHistory.id,
        countryCode: priceHistory.countryCode,
        medication: priceHistory.medication,
        brand: priceHistory.brand,
        compounded: priceHistory.compounded,
        form: priceHistory.form,
        dose: priceHistory.dose,
        steps: priceHistory.steps,
        oldAmount: priceHistory.oldAmount,
        newAmount: priceHistory.newAmount,
        changedAt: priceHistory.changedAt,
        correctsId: priceHistory.correctsId,
        correctedAt: priceHistory.correctedAt,
        sourceUrl: priceHistory.sourceUrl,
        sourceDate: priceHistory.sourceDate,
        currency: priceHistory.currency,
      })
      .from(priceHistory)
      .innerJoin(providers, eq(providers.id, priceHistory.providerId))
      .where(and(gt(priceHistory.changedAt, since), lte(priceHistory.changedAt, now), newsworthyChange()))
    const changes = recorded.filter(isPublicPriceChange)
    // An alert told of a mistake hears the right price in its correction mail, not again in the replacement's.
    const mistakes = changes.flatMap((change) => (change.correctsId ? [change.correctsId] : []))
    const corrected = new Set(
      mistakes.length
        ? (
            await tx
              .select({ alertId: d.alertId, priceHistoryId: d.priceHistoryId })
              .from(d)
              .where(and(inArray(d.priceHistoryId, mistakes), eq(d.kind, 'correction')))
          ).map((row) => `${row.alertId} ${row.priceHistoryId}`)
        : [],
    )
    // Held: a change corrected before this is mailed to nobody (correctPriceChange skips it).
    const held = (recordedAt: Date) => (holdMs > 0 ? new Date(recordedAt.getTime() + holdMs) : null)
    const live = (recordedAt: Date) => alerts.filter((alert) => alert.confirmedAt! < recordedAt)
    const rows: (typeof d.$inferInsert)[] = changes.flatMap((change) =>
      firingAlerts(live(change.changedAt), { ...change, productKey: productKey(change) })
        .filter((alert) => !corrected.has(`${alert.id} ${change.correctsId}`))
        .map((alert) => ({ alertId: alert.id, priceHistoryId: change.id, notBefore: held(change.changedAt) })),
    )
    // A list price lives in the data set, not in price_history: the day it took effect stands for the day it was
    // recorded, so an alert hears of it on that day, and never of one from before it was confirmed.
    for (const change of listPriceRecord()) {
      const recordedAt = new Date(`${change.date}T00:00:00Z`)
      if (recordedAt <= since || recordedAt > now) continue
      const firing = firingAlerts(live(recordedAt), {
        ...change,
        countryCode: change.country,
        productKey: productKey(change),
      })
      for (const alert of firing)
        rows.push({ alertId: alert.id, listPriceChange: changeKey(change), notBefore: held(recordedAt) })
    }
    if (!rows.length) return 0
    const inserted = await tx.insert(d).values(rows).onConflictDoNothing().returning({ id: d.id })
    return inserted.length
  })
}

// The sender (lib/price-alert-sender.ts) runs in the background, with no session.
export const settleExpiredAlertClaims = ({ leaseMs }: { leaseMs: number }) => deliveries.settleExpiredClaims(d, leaseMs)

export async function pendingAlertDeliveryIds({ limit }: { limit: number }): Promise<string[]> {
  const rows = await getDb()
    .select({ id: d.id })
    .from(d)
    .where(and(eq(d.status, 'pending'), or(isNull(d.notBefore), lte(d.notBefore, new Date()))))
    .orderBy(asc(d.createdAt), asc(d.id))
    .limit(limit)
  return rows.map((row) => row.id)
}

export type ClaimedAlertDelivery = { id: string; attempts: number; email: string } & (
  | {
      /** Why the caller skips it: the alert was removed before its turn, or a list price change left the record. */
      skip: string
    }
  | {
      skip: null
      alert: AlertRule & { productTitle: string; id: string }
      change: AlertMailChange
      /** For a correction mail: the change above was a mistake, and what the price is. */
      correction: AlertMailCorrection | null
    }
)

async function historyMailChange(
  id: string,
  kind: 'change' | 'correction',
): Promise<{ change: AlertMailChange; correction: AlertMailCorrection | null }> {
  const [{ change, channel }] = await getDb()
    .select({ change: priceHistory, channel: providers.name })
    .from(priceHistory)
    .innerJoin(providers, eq(providers.id, priceHistory.providerId))
    .where(eq(priceHistory.id, id))
  return {
    change: {
      productTitle: productTitle({ ...change, form: change.form ?? '' }),
      channel,
      dose: change.dose,
      oldAmount: change.oldAmount,
      newAmount: change.newAmount,
      date: change.sourceDate
        ? effectiveDate({ sourceDate: change.sourceDate, effectiveOn: change.effectiveOn })
        : isoDay(change.changedAt),
      sourceUrl: change.sourceUrl,
      sourceDate: change.sourceDate,
    },
    correction: kind === 'correction' ? await correctionOf(change) : null,
  }
}

function listMailChange(key: string): { change: AlertMailChange; correction: null } | null {
  const change = listPriceRecord().find((candidate) => changeKey(candidate) === key)
  if (!change) return null
  const { channel, dose, oldAmount, newAmount, date, sourceUrl, sourceDate } = change
  return {
    change: { productTitle: productTitle(change), channel, dose, oldAmount, newAmount, date, sourceUrl, sourceDate },
    correction: null,
  }
}

/** The claim commits before the mail is handed over; null when another sender took it first. */
export async function claimAlertDelivery(delivery: deliveries.DeliveryClaim): Promise<ClaimedAlertDelivery | null> {
  const db = getDb()
  const [claimed] = await deliveries.claimPending(d, delivery, {
    alertId: d.alertId,
    priceHistoryId: d.priceHistoryId,
    listPriceChange: d.listPriceChange,
    kind: d.kind,
  })
  if (!claimed) return null
  const [alert] = await db.select().from(a).where(eq(a.id, claimed.alertId))
  const claim = { id: claimed.id, attempts: claimed.attempts, email: alert.email }
  if (alert.unsubscribedAt) return { ...claim, skip: 'The alert was removed before its turn.' }
  const about = claimed.priceHistoryId
    ? await historyMailChange(claimed.priceHistoryId, claimed.kind)
    : listMailChange(claimed.listPriceChange!)
  if (!about) return { ...claim, skip: 'The list price change is no longer on the record.' }
  const { id: alertId, countryCode, productKey: watched, dose, kind, threshold } = alert
  return {
    ...claim,
    skip: null,
    alert: {
      id: alertId,
      countryCode,
      productKey: watched,
      dose,
      kind,
      threshold,
      productTitle: about.change.productTitle,
    },
    ...about,
  }
}

/** The price as it stands: the replacement's, or where the correction put it back, the amount before the mistake. */
async function correctionOf(mistake: typeof priceHistory.$inferSelect): Promise<AlertMailCorrection> {
  const [replacement] = await getDb()
    .select()
    .from(priceHistory)
    .where(and(eq(priceHistory.correctsId, mistake.id), isNull(priceHistory.correctedAt)))
    .orderBy(desc(priceHistory.changedAt))
    .limit(1)
  return {
    reason: mistake.correctionReason,
    correctedOn: isoDay(mistake.correctedAt ?? new Date()),
    amount: replacement ? replacement.newAmount : mistake.oldAmount,
    sourceUrl: replacement?.sourceUrl ?? null,
    sourceDate: replacement?.sourceDate ?? null,
  }
}

/** The alert's manage token for its mail; its hash is stored again, in case the site's secret changed. */
export async function manageTokenFor({ alertId }: { alertId: string }): Promise<string> {
  const token = manageTokenOf(alertId, await signingSecret())
  await getDb()
    .update(a)
    .set({ manageTokenHash: hashAlertToken(token) })
    .where(and(eq(a.id, alertId), sql`${a.manageTokenHash} <> ${hashAlertToken(token)}`))
  return token
}

/** False when its claim was settled meanwhile. */
export const settleAlertDelivery = ({
  notBefore = null,
  ...settled
}: deliveries.Settlement & { notBefore?: Date | null }) =>
  deliveries.settleClaim(d, { ...settled, whenPending: { notBefore } })

export async function nextAlertWork(): Promise<{ notBefore: Date | null; oldestClaim: Date | null }> {
  const [row] = await getDb()
    .select({
      notBefore: sql<string | null>`min(${d.notBefore}) filter (where ${d.status} = 'pending')`,
      oldestClaim: sql<string | null>`min(${d.claimedAt}) filter (where ${d.status} = 'sending')`,
    })
    .from(d)
  const date = (value: string | Date | null) => (value === null ? null : new Date(value))
  return { notBefore: date(row?.notBefore ?? null), oldestClaim: date(row?.oldestClaim ?? null) }
}

export const countConfirmedAlertsByProduct = adminOnly(async () =>
  getDb()
    .select({ countryCode: a.countryCode, productKey: a.productKey, alerts: count() })
    .from(a)
    .where(and(isNotNull(a.confirmedAt), isNull(a.unsubscribedAt)))
    .groupBy(a.countryCode, a.productKey)
    .orderBy(asc(a.countryCode), asc(a.productKey)),
)

export const alertDeliveriesForAdmin = adminOnly(async () => {
  const db = getDb()
  const [counts, problems] = await Promise.all([
    db.select({ status: d.status, n: count() }).from(d).groupBy(d.status),
    db
      .select({ email: a.email, status: d.status, error: d.error, attempts: d.attempts, createdAt: d.createdAt })
      .from(d)
      .innerJoin(a, eq(a.id, d.alertId))
      .where(inArray(d.status, ['failed', 'unknown']))
      .orderBy(asc(d.createdAt))
      .limit(200),
  ])
  return { counts: Object.fromEntries(counts.map((row) => [row.status, row.n])), problems }
})

/** Never the 'unknown' ones: they may have been delivered. */
export const retryFailedAlertDeliveries = adminOnly(async (): Promise<number> => {
  const rows = await getDb()
    .update(d)
    .set({ status: 'pending', error: null, attempts: 0, claimedAt: null, claimedBy: null, notBefore: null })
    .where(eq(d.status, 'failed'))
    .returning({ id: d.id })
  return rows.length
})
