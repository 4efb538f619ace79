/**
 * What counts as a public price change is one rule (lib/domain/price-history.ts isPublicPriceChange), and its
 * three readers agree on it: the same recorded changes (a program's sourced change, one an editor marked a
 * mistake, one that names no source, and a maker's list price change from content/prices/list-prices.json) go
 * through the price tracker, the Atom feed and the price alerts, and each shows or mails exactly the public ones.
 */
import { and, eq } from 'drizzle-orm'
import type { CountryCode } from '@/config/countries'
import { GET as priceFeed } from '@/app/data/price-changes.atom/route'
import { enqueueAlertDeliveries } from '@/lib/data/price-alerts'
import { getPriceTracker, listPriceRecord } from '@/lib/data/price-tracker'
import { priceAlertDeliveries, priceAlerts, priceHistory, providers } from '@/lib/db/schema'
import { addDays } from '@/lib/domain/dates'
import { hashAlertToken } from '@/lib/domain/price-alerts'
import { isPublicPriceChange } from '@/lib/domain/price-history'
import { changeKey, productKey } from '@/lib/domain/price-tracker'
import { env } from '@/lib/env'
import { OutboxMailer } from '@/lib/integrations/mail'
import { sendPriceAlerts } from '@/lib/price-alert-sender'
import { alertMailsTo } from '../helpers/alerts'
import { createTestDatabase, type TestDatabase } from '../helpers/database'

jest.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn }))

let database: TestDatabase
/** The newest list price change that moved a price (not its first listing). */
const listed = listPriceRecord()
  .filter((change) => change.oldAmount !== null)
  .sort((a, b) => b.date.localeCompare(a.date))[0]
const at = (day: string) => new Date(`${day}T12:00:00Z`)
/** Alerts confirmed a week before the list price moved; the program's changes recorded four days after it. */
const confirmedAt = at(addDays(listed.date, -7))
const recordedAt = at(addDays(listed.date, 4))
const now = at(addDays(listed.date, 9))

/** A US program's recorded changes, by what the rule says of them; amounts no other row has. */
const PROGRAM = {
  sourced: { newAmount: 271.11, public: true },
  mistake: { newAmount: 272.22, public: false },
  unsourced: { newAmount: 273.33, public: false },
} as const
type Case = keyof typeof PROGRAM
const ids = {} as Record<Case, string>
let usProduct: string
let usProvider: string
let usAlertId: string
let ukAlertId: string

async function confirmedAlert(email: string, countryCode: string, key: string) {
  const [row] = await database.db
    .insert(priceAlerts)
    .values({
      email,
      countryCode,
      productKey: key,
      dose: null,
      kind: 'changes',
      threshold: null,
      manageTokenHash: hashAlertToken(`manage-${email}`),
      confirmedAt,
    })
    .returning({ id: priceAlerts.id })
  return row.id
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: 'sourced' })
  // LillyDirect's Zepbound vials: a US program listed in the US, so its changes have a feed of their own.
  const [{ history, slug }] = await database.db
    .select({ history: priceHistory, slug: providers.slug })
    .from(priceHistory)
    .innerJoin(providers, eq(providers.id, priceHistory.providerId))
    .where(
      and(
        eq(priceHistory.countryCode, 'US'),
        eq(providers.slug, 'lillydirect-zepbound'),
        eq(priceHistory.brand, 'Zepbound'),
        eq(priceHistory.form, 'vial'),
      ),
    )
    .limit(1)
  usProvider = slug
  usProduct = productKey({ ...history, form: history.form! })
  for (const [name, { newAmount }] of Object.entries(PROGRAM) as [Case, (typeof PROGRAM)[Case]][]) {
    const [row] = await database.db
      .insert(priceHistory)
      .values({
        ...history,
        id: undefined,
        oldAmount: 299,
        newAmount,
        effectiveOn: null,
        changedBy: 'editor@example.com',
        changedAt: recordedAt,
        ...(name === 'mistake' ? { correctedAt: recordedAt, correctionReason: 'typo', correctedBy: 'editor' } : {}),
        ...(name === 'unsourced' ? { sourceUrl: null, sourceDate: null } : {}),
      })
      .returning()
    expect(isPublicPriceChange(row)).toBe(PROGRAM[name].public)
    ids[name] = row.id
  }
  usAlertId = await confirmedAlert('us-watcher@example.com', 'US', usProduct)
  ukAlertId = await confirmedAlert('uk-watcher@example.com', listed.country, productKey(listed))
})
afterAll(() => database.dispose())

it('holds a maker’s list price change to be a public price change', () => {
  expect(listed.channelSlug).toBeNull()
  expect(isPublicPriceChange({ ...listed, correctedAt: null })).toBe(true)
})

it('the tracker lists the public changes, the list price’s among them, and no other', async () => {
  const us = await getPriceTracker({ countryCode: 'US' })
  const amounts = us.products.find((product) => product.key === usProduct)!.rows.map((row) => row.newAmount)
  for (const [name, { newAmount }] of Object.entries(PROGRAM))
    expect([name, amounts.includes(newAmount)]).toEqual([name, PROGRAM[name as Case].public])

  const abroad = await getPriceTracker({ countryCode: listed.country as CountryCode })
  const rows = abroad.products.find((product) => product.key === productKey(listed))!.rows
  expect(rows).toContainEqual(
    expect.objectContaining({ date: listed.date, oldAmount: listed.oldAmount, newAmount: listed.newAmount }),
  )
})

/** The changes a feed carries, by their keys (the feed holds the newest 100: a scope keeps these in). */
async function feedEntries(query: string) {
  const response = await priceFeed(new Request(`${env.SITE_URL}/data/price-changes.atom${query}`))
  expect(response.status).toBe(200)
  const entries = [...(await response.text()).matchAll(/<entry>\s*<id>[^<]*#([^<]+)<\/id>/g)].map((match) =>
    decodeURIComponent(match[1]),
  )
  expect(entries.length).toBeLessThan(100)
  return entries
}

it('the feed carries the public changes, the list price’s among them, and no other', async () => {
  const program = await feedEntries(`?provider=${usProvider}`)
  for (const [name, { newAmount }] of Object.entries(PROGRAM))
    expect([name, program.some((key) => key.endsWith(`:${newAmount}`))]).toEqual([name, PROGRAM[name as Case].public])
  expect(await feedEntries(`?medicine=${listed.brand!.toLowerCase()}`)).toContain(changeKey(listed))
})

it('the alerts mail the public changes, the list price’s among them, and no other', async () => {
  expect(await enqueueAlertDeliveries({ now, holdMs: 0 })).toBe(2)
  const deliveries = await database.db.select().from(priceAlertDeliveries)
  expect(deliveries.filter((row) => row.alertId === usAlertId).map((row) => row.priceHistoryId)).toEqual([ids.sourced])
  expect(deliveries.filter((row) => row.alertId === ukAlertId)).toEqual([
    expect.objectContaining({ priceHistoryId: null, listPriceChange: changeKey(listed), kind: 'change' }),
  ])
  // The list price's earlier record (its first listing) predates the alert's confirmation: not news to it.
  expect(await enqueueAlertDeliveries({ now, holdMs: 0 })).toBe(0)

  const run = await sendPriceAlerts({ mailer: new OutboxMailer(), workerId: 'record-test' })
  expect(run.sent).toBe(2)
  const [mail] = await alertMailsTo(database.db, 'uk-watcher@example.com')
  expect(mail.subject).toContain(listed.channel)
  expect(mail.body).toContain(`from ${listed.date}`)
  expect(mail.body).toContain(listed.sourceUrl)
})
