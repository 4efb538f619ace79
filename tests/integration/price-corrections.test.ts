/**
 * A price typed wrong and then corrected, on the sourced data set (LillyDirect's Zepbound 2.5 mg vial, $299):
 * the mistaken change leaves every public record and the replacement says when it was corrected; a mistake
 * corrected within the alert hold mails nobody; one already mailed is followed by one correction mail to each
 * alert that heard of it, and no second mail of the replacement.
 */
import { and, eq } from 'drizzle-orm'
import { removeMistakenPriceAction, savePriceAction } from '@/lib/admin/actions/provider-figures'
import { medicineCatalogue } from '@/lib/content/medications'
import { getPriceHistory } from '@/lib/data/price-history'
import { getOpenPriceRecord } from '@/lib/data/price-tracker'
import { readFigures } from '@/lib/db/figures'
import { env } from '@/lib/env'
import { priceAlertDeliveries, priceHistory } from '@/lib/db/schema'
import { SITE_JOBS } from '@/lib/jobs/site'
import { FIGURE_MESSAGES, priceFormValues } from '@/lib/validation/provider-figures'
import { formData, providerIdOf, signInTestAdmin } from '../helpers/admin-session'
import { alertMailsTo, confirmedPriceAlert } from '../helpers/alerts'
import { createTestDatabase, type TestDatabase } from '../helpers/database'

jest.mock('next/headers', () => require('../helpers/admin-mocks').nextHeaders)
jest.mock('next/cache', () => require('../helpers/admin-mocks').nextCache)

let database: TestDatabase
let providerId: string
const ADMIN = { email: 'corrections-admin@vialscore.test', password: 'a-long-corrections-password' }
const READER = 'corrections-reader@example.com'

const form = formData

/** The stored 2.5 mg vial price, as its edit form shows it, and the version it is at. */
async function vialForm() {
  const figures = (await readFigures(database.db, [providerId])).get(providerId)!
  const price = figures.prices.find(
    (candidate) => candidate.form === 'vial' && candidate.dose === '2.5mg' && !candidate.alternativeOf,
  )!
  return { values: priceFormValues(price, medicineCatalogue()), version: price.version }
}

/** Saves the vial at `amount` with a source of `day`, as an editor would; `correction` marks it a correction. */
async function saveVial(amount: string, day: string, correction?: string) {
  const { values, version } = await vialForm()
  return savePriceAction(
    null,
    form({
      ...values,
      providerId,
      version: String(version),
      amount,
      source_url: `https://www.lilly.com/lillydirect/zepbound-e2e-${day}`,
      source_title: 'LillyDirect: Zepbound prices',
      source_publisher: 'Eli Lilly and Company',
      source_date: day,
      source_dateKind: 'updated',
      source_observedBy: '',
      source_observerUrl: '',
      source_checked: day,
      ...(correction ? { correction: 'on', correction_reason: correction } : {}),
    }),
  )
}

const publicAmounts = async () =>
  (await getPriceHistory({ providerId, countryCode: 'US' }))
    .filter((entry) => entry.form === 'vial' && entry.dose === '2.5mg')
    .map((entry) => [entry.oldAmount, entry.newAmount, entry.correctedOn])
const openAmounts = async () =>
  (await getOpenPriceRecord())
    .filter(
      (change) => change.channelSlug === 'lillydirect-zepbound' && change.form === 'vial' && change.dose === '2.5mg',
    )
    .map((change) => change.newAmount)
const alertMails = () => alertMailsTo(database.db, READER)
/** The 'price-alerts' job a save announces (run here: no queue runs in this process): what is due is sent. */
const send = () => SITE_JOBS['price-alerts'].run()

beforeAll(async () => {
  database = await createTestDatabase({ seed: 'sourced' })
  await signInTestAdmin(ADMIN)
  providerId = await providerIdOf(database.db, 'lillydirect-zepbound')
  // A reader watching every change of the 2.5 mg vial, confirmed.
  await confirmedPriceAlert(database.db, {
    email: READER,
    country: 'US',
    product: 'zepbound-tirzepatide-vials',
    dose: '2.5mg',
    kind: 'changes',
  })
})
afterAll(() => database.dispose())

it('a typo corrected within the hold mails nobody, and leaves the public record with its replacement marked', async () => {
  // An hour's hold: the mail of the change waits.
  env.PRICE_ALERT_HOLD_MINUTES = 60
  expect(await saveVial('2790', '2026-11-25')).toMatchObject({ ok: true })
  await send()
  expect(await database.db.select().from(priceAlertDeliveries)).toEqual([
    expect.objectContaining({ status: 'pending', kind: 'change' }),
  ])

  expect(await saveVial('279', '2026-11-25', 'typo: $2790 for $279')).toEqual({
    ok: true,
    message: FIGURE_MESSAGES.corrected,
  })
  // The job the correction announced matches its replacement ($299 → $279), held for the hour like the rest.
  await send()
  const [typo] = await database.db
    .select()
    .from(priceHistory)
    .where(and(eq(priceHistory.providerId, providerId), eq(priceHistory.newAmount, 2790)))
  expect(typo).toMatchObject({ correctionReason: 'typo: $2790 for $279', correctedBy: ADMIN.email })
  expect(typo.correctedAt).not.toBeNull()
  const [held] = await database.db
    .select()
    .from(priceAlertDeliveries)
    .where(eq(priceAlertDeliveries.priceHistoryId, typo.id))
  expect(held).toMatchObject({ status: 'skipped', kind: 'change' })

  // The public history and the open record go from $299 straight to $279, marked corrected today.
  const today = new Date().toISOString().slice(0, 10)
  const history = await publicAmounts()
  expect(history).not.toContainEqual(expect.arrayContaining([2790]))
  expect(history.at(-1)).toEqual([299, 279, today])
  expect(await openAmounts()).not.toContain(2790)
  expect(await openAmounts()).toContain(279)
  expect(await alertMails()).toHaveLength(0)
})

it('a typo already mailed is followed by one correction mail, and its replacement is not mailed again', async () => {
  // No hold: the change's mail goes at once (the first correction's replacement, matched in its hour, waits on).
  env.PRICE_ALERT_HOLD_MINUTES = 0
  expect(await saveVial('2690', '2026-11-26')).toMatchObject({ ok: true })
  await send()
  expect((await alertMails()).map((mail) => mail.subject)).toEqual([expect.stringContaining('$279 → $2,690')])

  expect(await saveVial('269', '2026-11-26', 'typo: $2690 for $269')).toMatchObject({ ok: true })
  await send()
  const mails = await alertMails()
  expect(mails).toHaveLength(2)
  const correction = mails.find((mail) => mail.subject.startsWith('Correction: '))!
  expect(correction.subject).toContain('is $269')
  expect(correction.body).toContain('$279 → $2,690')
  expect(correction.body).toContain('typo: $2690 for $269')
  expect(correction.body).toContain('The price is $269.')
  // The replacement ($279 → $269) is not mailed to a reader the correction already told.
  await send()
  expect(await alertMails()).toHaveLength(2)
  expect((await database.db.select().from(priceAlertDeliveries)).map((row) => [row.kind, row.status]).sort()).toEqual(
    [
      ['change', 'skipped'],
      ['change', 'pending'],
      ['change', 'sent'],
      ['correction', 'sent'],
    ].sort(),
  )
})

it('a price removed as a mistake leaves the public record with its whole history; the admin log keeps it', async () => {
  const { values } = await vialForm()
  expect(await removeMistakenPriceAction(null, form({ providerId, id: String(values.id), figure: 'price' }))).toEqual({
    ok: true,
    message: FIGURE_MESSAGES.removedAsMistake,
  })
  expect(await publicAmounts()).toEqual([])
  expect(await openAmounts()).toEqual([])
  const kept = await database.db.select().from(priceHistory).where(eq(priceHistory.providerId, providerId))
  const vial = kept.filter((row) => row.form === 'vial' && row.dose === '2.5mg')
  expect(vial.length).toBeGreaterThan(3)
  for (const row of vial) expect(row.correctedAt).not.toBeNull()
  // No removal is recorded: the price never was.
  expect(vial.filter((row) => row.newAmount === null)).toEqual([])
})
