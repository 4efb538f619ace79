import { and, desc, eq, like } from 'drizzle-orm'
import { confirmPriceAlertAction, createPriceAlertAction, removePriceAlertAction } from '@/lib/actions/price-alerts'
import { GET as oneClickGet, POST as oneClickPost } from '@/app/api/price-alerts/unsubscribe/route'
import { alertsForManageToken, enqueueAlertDeliveries, purgeOldAlerts } from '@/lib/data/price-alerts'
import { mailOutbox, priceAlertDeliveries, priceAlerts, priceHistory, providers } from '@/lib/db/schema'
import { hashAlertToken } from '@/lib/domain/price-alerts'
import { productKey } from '@/lib/domain/price-tracker'
import { env } from '@/lib/env'
import { OutboxMailer } from '@/lib/integrations/mail'
import { sendPriceAlerts } from '@/lib/price-alert-sender'
import { setRateLimitStore } from '@/lib/rate-limit'
import { PRICE_ALERT_MESSAGES } from '@/lib/validation/price-alerts'
import { createTestDatabase, type TestDatabase } from '../helpers/database'

jest.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn }))

let database: TestDatabase
/** A product of the sourced US record, one of its doses, and a program (not a sample) to record changes at. */
let product: { key: string; dose: string; providerId: string; row: typeof priceHistory.$inferSelect }
/** Counts per address (the per-client limit has tests of its own and is left out); reset per test. */
let hits = new Map<string, number>()

beforeAll(async () => {
  database = await createTestDatabase({ seed: 'sourced' })
  setRateLimitStore({
    hit: async (key: string) => {
      if (!key.startsWith('price-alert-address:')) return { count: 1, resetAt: Date.now() + 60_000 }
      hits.set(key, (hits.get(key) ?? 0) + 1)
      return { count: hits.get(key)!, resetAt: Date.now() + 60_000 }
    },
  })
  const rows = await database.db
    .select({ history: priceHistory })
    .from(priceHistory)
    .innerJoin(providers, eq(providers.id, priceHistory.providerId))
    .where(and(eq(priceHistory.countryCode, 'US'), eq(providers.isSample, false)))
  const chosen =
    rows.find(({ history }) => history.brand === 'Zepbound' && history.form === 'vial' && history.steps.length) ??
    rows.find(({ history }) => history.form && history.sourceUrl && history.steps.length)!
  const { history } = chosen
  product = {
    key: productKey({ ...history, form: history.form! }),
    dose: history.steps[0],
    providerId: history.providerId,
    row: history,
  }
})
beforeEach(() => {
  hits = new Map()
})
afterAll(() => database.dispose())

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.append(key, value)
  return data
}
const signUp = (fields: Partial<Record<string, string>> = {}) =>
  createPriceAlertAction(
    null,
    form({
      email: 'Reader@Example.com',
      country: 'US',
      product: product.key,
      dose: product.dose,
      kind: 'below',
      threshold: '290',
      ...fields,
    } as Record<string, string>),
  )
const alerts = () => database.db.select().from(priceAlerts)
const mailsTo = (to: string) =>
  database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt))
const tokenIn = (text: string, path: string) => {
  const match = new RegExp(`${env.SITE_URL}${path}\\?token=([A-Za-z0-9_-]+)`).exec(text)
  expect(match).not.toBeNull()
  return match![1]
}

/** Records a change of the chosen product's price at its program, as an editor's save would. */
async function recordChange(oldAmount: number | null, newAmount: number | null, changedAt: Date) {
  const [inserted] = await database.db
    .insert(priceHistory)
    .values({
      ...product.row,
      id: undefined,
      steps: [product.dose],
      oldAmount,
      newAmount,
      changedBy: 'editor@example.com',
      changedAt,
    })
    .returning({ id: priceHistory.id })
  return inserted.id
}

describe('price alert sign-up', () => {
  it('puts each refusal beside its field and stores nothing', async () => {
    const result = await signUp({ email: 'not an address', threshold: '-5' })
    expect(result.ok).toBe(false)
    expect(!result.ok && result.fieldErrors).toEqual({
      email: [PRICE_ALERT_MESSAGES.email],
      threshold: [PRICE_ALERT_MESSAGES.threshold],
    })
    const noProduct = await signUp({ product: 'no-such-medicine' })
    expect(!noProduct.ok && noProduct.fieldErrors).toEqual({ product: [PRICE_ALERT_MESSAGES.product] })
    const noDose = await signUp({ dose: '999mg' })
    expect(!noDose.ok && noDose.fieldErrors).toEqual({ dose: [PRICE_ALERT_MESSAGES.dose] })
    const zero = await signUp({ threshold: '0' })
    expect(!zero.ok && zero.fieldErrors).toEqual({ threshold: [PRICE_ALERT_MESSAGES.threshold] })
    expect(await alerts()).toHaveLength(0)
    expect(await mailsTo('reader@example.com')).toHaveLength(0)
  })

  it('stores a pending alert with hashed tokens and mails a confirmation link', async () => {
    expect(await signUp()).toEqual({ ok: true, message: PRICE_ALERT_MESSAGES.success })
    const [row] = await alerts()
    expect(row).toMatchObject({
      email: 'reader@example.com',
      countryCode: 'US',
      productKey: product.key,
      dose: product.dose,
      kind: 'below',
      threshold: 290,
      confirmedAt: null,
    })
    const [mail] = await mailsTo('reader@example.com')
    expect(mail.subject).toBe(`Confirm your ${env.SITE_NAME} price alert`)
    const token = tokenIn(mail.body, '/prices/alerts/confirm')
    expect(row.confirmTokenHash).toBe(hashAlertToken(token))
    expect(JSON.stringify(row)).not.toContain(token)
  })

  it('answers a repeated sign-up the same, without a second mail or row', async () => {
    expect(await signUp({ email: 'reader@example.com' })).toEqual({ ok: true, message: PRICE_ALERT_MESSAGES.success })
    expect(await alerts()).toHaveLength(1)
    expect(await mailsTo('reader@example.com')).toHaveLength(1)
  })

  it('answers the same past the per-address limit, storing and mailing nothing', async () => {
    for (let i = 0; i < 5; i++) await signUp({ email: 'busy@example.com', kind: 'changes', threshold: '' })
    expect(await mailsTo('busy@example.com')).toHaveLength(1)
    const before = (await alerts()).length
    expect(await signUp({ email: 'busy@example.com', dose: '' })).toEqual({
      ok: true,
      message: PRICE_ALERT_MESSAGES.success,
    })
    expect(await alerts()).toHaveLength(before)
  })
})

describe('confirming', () => {
  it('confirms with the button once; a replay changes nothing', async () => {
    const token = tokenIn((await mailsTo('reader@example.com'))[0].body, '/prices/alerts/confirm')
    expect(await confirmPriceAlertAction(null, form({ token }))).toEqual({
      ok: true,
      message: PRICE_ALERT_MESSAGES.confirmed,
    })
    const [row] = await database.db.select().from(priceAlerts).where(eq(priceAlerts.email, 'reader@example.com'))
    expect(row.confirmedAt).toBeInstanceOf(Date)
    expect(await confirmPriceAlertAction(null, form({ token }))).toEqual({
      ok: true,
      message: PRICE_ALERT_MESSAGES.alreadyConfirmed,
    })
    const [again] = await database.db.select().from(priceAlerts).where(eq(priceAlerts.id, row.id))
    expect(again.confirmedAt).toEqual(row.confirmedAt)
    expect(await confirmPriceAlertAction(null, form({ token: 'x'.repeat(32) }))).toEqual({
      ok: false,
      error: PRICE_ALERT_MESSAGES.unknownConfirmToken,
    })
  })

  it('tells a confirmed address that asks again that the alert is on, with its manage link', async () => {
    await database.db
      .update(priceAlerts)
      .set({ confirmationSentAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(priceAlerts.email, 'reader@example.com'))
    expect(await signUp()).toEqual({ ok: true, message: PRICE_ALERT_MESSAGES.success })
    const [mail] = await mailsTo('reader@example.com')
    expect(mail.subject).toBe(`Your ${env.SITE_NAME} price alert is already on`)
    const listed = await alertsForManageToken({ token: tokenIn(mail.body, '/prices/alerts/manage') })
    expect(listed).toEqual([expect.objectContaining({ kind: 'below', threshold: 290 })])
    expect(await alerts()).toHaveLength(2)
  })

  it('refuses an expired link and leaves the alert pending', async () => {
    await signUp({ email: 'late@example.com' })
    const token = tokenIn((await mailsTo('late@example.com'))[0].body, '/prices/alerts/confirm')
    await database.db
      .update(priceAlerts)
      .set({ confirmationSentAt: new Date(Date.now() - 8 * 24 * 3600_000) })
      .where(eq(priceAlerts.email, 'late@example.com'))
    expect(await confirmPriceAlertAction(null, form({ token }))).toEqual({
      ok: false,
      error: PRICE_ALERT_MESSAGES.expired,
    })
    const [row] = await database.db.select().from(priceAlerts).where(eq(priceAlerts.email, 'late@example.com'))
    expect(row.confirmedAt).toBeNull()
  })
})

describe('sending', () => {
  let changesAlertToken: string

  it('mails a below alert only on crossings and a changes alert on every change, each once', async () => {
    // A second address with a 'changes' alert on the same dose, confirmed.
    await signUp({ email: 'every@example.com', kind: 'changes', threshold: '' })
    changesAlertToken = tokenIn((await mailsTo('every@example.com'))[0].body, '/prices/alerts/confirm')
    await confirmPriceAlertAction(null, form({ token: changesAlertToken }))

    const t0 = Date.now()
    const ids = [
      await recordChange(299, 279, new Date(t0 + 1000)),
      await recordChange(279, 289, new Date(t0 + 2000)),
      await recordChange(289, 300, new Date(t0 + 3000)),
      await recordChange(300, 285, new Date(t0 + 4000)),
    ]
    const mailer = new OutboxMailer()
    // The changes are in the future of the alerts' confirmation: match them as of then.
    await enqueueAlertDeliveries({ now: new Date(t0 + 5000) })
    const run = await sendPriceAlerts({ mailer, workerId: 'test' })
    expect(run.sent).toBe(6)

    const below = (await mailsTo('reader@example.com')).filter((mail) => mail.subject.includes('(below $290)'))
    expect(below.map((mail) => mail.subject).sort()).toEqual(
      [expect.stringContaining('is now $279'), expect.stringContaining('is now $285')].sort(),
    )
    const every = (await mailsTo('every@example.com')).filter((mail) => mail.subject.includes('→'))
    expect(every).toHaveLength(4)
    const deliveries = await database.db.select().from(priceAlertDeliveries)
    expect(new Set(deliveries.map((row) => row.priceHistoryId))).toEqual(new Set(ids))

    const mail = below[0]
    expect(mail.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        new RegExp(`^<${env.SITE_URL}/api/price-alerts/unsubscribe\\?token=[A-Za-z0-9_-]{32}>$`),
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    expect(mail.body).toContain(`${env.SITE_URL}/prices`)
    expect(mail.body).toContain(product.row.sourceUrl!)

    // Again: nothing new to send.
    await enqueueAlertDeliveries({ now: new Date(t0 + 5000) })
    expect((await sendPriceAlerts({ mailer, workerId: 'test' })).sent).toBe(0)
  })

  it('lists the address’s alerts on the manage page and removes one with its button', async () => {
    const [mail] = await mailsTo('every@example.com').then((mails) => mails.filter((m) => m.subject.includes('→')))
    const token = tokenIn(mail.body, '/prices/alerts/manage')
    const listed = await alertsForManageToken({ token })
    expect(listed).toHaveLength(1)
    expect(listed![0]).toMatchObject({ kind: 'changes', productKey: product.key, dose: product.dose })
    // Another address's alert cannot be removed with this token.
    const [other] = await database.db.select().from(priceAlerts).where(eq(priceAlerts.email, 'reader@example.com'))
    expect(await removePriceAlertAction(null, form({ token, alertId: other.id }))).toEqual({
      ok: false,
      error: PRICE_ALERT_MESSAGES.unknownToken,
    })
    expect(await removePriceAlertAction(null, form({ token, alertId: listed![0].id }))).toEqual({
      ok: true,
      message: PRICE_ALERT_MESSAGES.removed,
    })
    expect(await alertsForManageToken({ token })).toEqual([])
  })

  it('removes an alert with the one-click POST; a GET removes nothing and leads to the manage page', async () => {
    const [mail] = (await mailsTo('reader@example.com')).filter((m) => m.subject.includes('(below $290)'))
    const target = /<([^>]+)>/.exec(mail.headers!['List-Unsubscribe'])![1]
    const get = await oneClickGet(new Request(target))
    expect(get.status).toBe(303)
    expect(get.headers.get('location')).toMatch(/\/prices\/alerts\/manage\?token=/)
    const [stillOn] = await database.db.select().from(priceAlerts).where(eq(priceAlerts.email, 'reader@example.com'))
    expect(stillOn.unsubscribedAt).toBeNull()

    const post = () =>
      oneClickPost(
        new Request(target, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        }),
      )
    const first = await post()
    expect(first.status).toBe(200)
    expect((await post()).status).toBe(200)
    const [removed] = await database.db.select().from(priceAlerts).where(eq(priceAlerts.email, 'reader@example.com'))
    expect(removed.unsubscribedAt).toBeInstanceOf(Date)

    // A removed alert hears of no further change.
    await recordChange(300, 200, new Date(Date.now() + 10_000))
    await enqueueAlertDeliveries({ now: new Date(Date.now() + 20_000) })
    const before = (await mailsTo('reader@example.com')).length
    await sendPriceAlerts({ mailer: new OutboxMailer(), workerId: 'test' })
    expect(await mailsTo('reader@example.com')).toHaveLength(before)

    const unknown = await oneClickPost(
      new Request(`${env.SITE_URL}/api/price-alerts/unsubscribe?token=${'y'.repeat(32)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    )
    expect(unknown.status).toBe(404)
  })

  it('never mails a change recorded by the seed', async () => {
    const seeded = await database.db
      .select({ id: priceAlertDeliveries.id })
      .from(priceAlertDeliveries)
      .innerJoin(priceHistory, eq(priceHistory.id, priceAlertDeliveries.priceHistoryId))
      .where(like(priceHistory.changedBy, 'seed%'))
    expect(seeded).toHaveLength(0)
  })
})

describe('keeping as little as possible', () => {
  it('deletes alerts removed, or never confirmed, more than 30 days ago, and nothing else', async () => {
    const month = 31 * 24 * 3600_000
    await database.db
      .update(priceAlerts)
      .set({ createdAt: new Date(Date.now() - month) })
      .where(eq(priceAlerts.email, 'late@example.com'))
    const kept = (await alerts()).filter((row) => row.email !== 'late@example.com')
    expect(await purgeOldAlerts()).toBe(1)
    expect((await alerts()).map((row) => row.id).sort()).toEqual(kept.map((row) => row.id).sort())
    // A removed alert goes a month after its removal, with its deliveries.
    expect(await purgeOldAlerts({ now: new Date(Date.now() + month) })).toBeGreaterThanOrEqual(2)
    expect((await alerts()).every((row) => row.unsubscribedAt === null && row.confirmedAt !== null)).toBe(true)
  })
})
