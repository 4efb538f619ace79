/**
 * The admin's price and fact editors, through their server actions, on a database of this file's own: a price
 * is saved with its source, a new amount is history written in the same transaction, two editors on one price
 * cannot overwrite each other, and every refusal stores nothing.
 */
import { and, eq } from 'drizzle-orm'
import {
  markFigureCheckedTodayAction,
  removeFigureAction,
  saveFactAction,
  savePriceAction,
} from '@/lib/admin/actions/provider-figures'
import { getPriceHistory } from '@/lib/data/price-history'
import { getProviderPage, getStateProviders } from '@/lib/data/providers'
import { auditLog, priceHistory, providerFacts, providerPrices, sources } from '@/lib/db/schema'
import { PRICE_MESSAGES } from '@/lib/domain/price-schema'
import { TEST_DATA_MESSAGE } from '@/lib/domain/test-data'
import { env } from '@/lib/env'
import { FIGURE_MESSAGES } from '@/lib/validation/provider-figures'
import { providerIdOf, signInTestAdmin } from '../helpers/admin-session'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { revalidated } from '../helpers/admin-mocks'

jest.mock('next/headers', () => require('../helpers/admin-mocks').nextHeaders)
jest.mock('next/cache', () => require('../helpers/admin-mocks').nextCache)

let database: TestDatabase
let providerId: string
const ADMIN = { email: 'prices-admin@vialscore.test', password: 'a-long-prices-admin-password' }
const form = (fields: Record<string, string | string[]>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) data.append(key, item)
  return data
}
const SOURCE = {
  source_url: 'https://harborlight-wellness.example/pricing-2026',
  source_title: 'Harborlight prices',
  source_publisher: 'Harborlight Wellness',
  source_date: '2026-11-10',
  source_dateKind: 'updated',
  source_where: 'Price table',
  source_checked: '2026-11-12',
}
/** A new Wegovy pen price at 2.4 mg, as the form sends it. */
const price = (fields: Record<string, string | string[]> = {}) =>
  form({
    providerId,
    country: 'US',
    product: 'wegovy',
    form: 'pen',
    dose: '2.4 mg pen',
    steps: '2.4mg',
    amount: '349',
    per: 'month',
    kind: 'standard',
    includesMedication: 'yes',
    ...SOURCE,
    ...fields,
  })
const pricesOf = () => database.db.select().from(providerPrices).where(eq(providerPrices.providerId, providerId))
const historyOf = () => database.db.select().from(priceHistory).where(eq(priceHistory.providerId, providerId))

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  await signInTestAdmin(ADMIN)
  providerId = await providerIdOf(database.db, 'harborlight-wellness')
})
afterAll(() => database.dispose())

describe('a price', () => {
  let priceId: string

  it('is added with its source, starts its history, is audited, expires the pages and shows on the provider page', async () => {
    const before = (await historyOf()).length
    revalidated.length = 0
    expect(await savePriceAction(null, price())).toEqual({ ok: true, message: FIGURE_MESSAGES.saved })
    const [row] = (await pricesOf()).filter((candidate) => candidate.brand === 'Wegovy')
    priceId = row.id
    expect(row).toMatchObject({
      medication: 'semaglutide',
      form: 'pen',
      dose: '2.4 mg pen',
      steps: ['2.4mg'],
      amount: 349,
      kind: 'standard',
      includesMedication: true,
      includesMembership: null,
      checkedOn: '2026-11-12',
      sourceWhere: 'Price table',
    })
    const [source] = await database.db.select().from(sources).where(eq(sources.id, row.sourceId))
    expect(source).toMatchObject({
      url: SOURCE.source_url,
      sourceDate: '2026-11-10',
      publisher: 'Harborlight Wellness',
    })
    const history = await historyOf()
    expect(history).toHaveLength(before + 1)
    expect(history.find((entry) => entry.priceId === priceId)).toMatchObject({
      oldAmount: null,
      newAmount: 349,
      sourceUrl: SOURCE.source_url,
      sourceDate: '2026-11-10',
      changedBy: ADMIN.email,
    })
    expect(revalidated).toEqual(expect.arrayContaining(['tag:providers', 'tag:cities']))
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'price'), eq(auditLog.entityId, priceId)))
    expect(audit).toMatchObject({ actorEmail: ADMIN.email, action: 'create' })

    const page = await getProviderPage({ slug: 'harborlight-wellness', countryCode: 'US' })
    const offer = page!.costs!.offers.find((candidate) => candidate.brand === 'Wegovy')!
    expect(offer.prices[0]).toMatchObject({ amount: 349, source: { url: SOURCE.source_url, date: '2026-11-10' } })
  })

  it('changed to a new amount with a new source writes one history row with that source; a change of wording alone writes none', async () => {
    const [row] = (await pricesOf()).filter((candidate) => candidate.id === priceId)
    const newSource = {
      source_url: 'https://harborlight-wellness.example/pricing-2026-11-20',
      source_date: '2026-11-20',
      source_checked: '2026-11-21',
    }
    expect(
      await savePriceAction(null, price({ id: priceId, version: String(row.version), amount: '329', ...newSource })),
    ).toMatchObject({ ok: true })
    expect(
      await savePriceAction(
        null,
        price({
          id: priceId,
          version: String(row.version + 1),
          amount: '329',
          note: 'Same price, new note',
          ...newSource,
        }),
      ),
    ).toMatchObject({ ok: true })
    const changes = (await historyOf()).filter((entry) => entry.priceId === priceId)
    expect(changes.map((entry) => [entry.oldAmount, entry.newAmount, entry.sourceDate])).toEqual([
      [null, 349, '2026-11-10'],
      [349, 329, '2026-11-20'],
    ])
    const public_ = await getPriceHistory({ providerId, countryCode: 'US' })
    expect(
      public_.filter((entry) => entry.brand === 'Wegovy').map((entry) => [entry.oldAmount, entry.newAmount]),
    ).toEqual([
      [null, 349],
      [349, 329],
    ])
    expect(public_[0]).not.toHaveProperty('changedBy')
  })

  it('is audited from what to what, by provider and figure; a save that changes nothing is not logged and expires nothing', async () => {
    const [row] = (await pricesOf()).filter((candidate) => candidate.id === priceId)
    const saved = {
      id: priceId,
      version: String(row.version),
      amount: '329',
      note: 'Same price, new note',
      source_url: 'https://harborlight-wellness.example/pricing-2026-11-20',
      source_date: '2026-11-20',
      source_checked: '2026-11-21',
    }
    const updates = () =>
      database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, priceId), eq(auditLog.action, 'update')))
    const before = await updates()
    expect(before.at(-1)?.details).toMatchObject({
      provider: 'Harborlight Wellness',
      figure: 'Wegovy pen 2.4 mg pen',
      from: '$329',
      to: '$329',
      providerId,
    })
    expect(before.some((entry) => entry.details?.from === '$349' && entry.details?.to === '$329')).toBe(true)
    revalidated.length = 0
    expect(await savePriceAction(null, price(saved))).toEqual({ ok: true, message: FIGURE_MESSAGES.unchanged })
    expect(await updates()).toHaveLength(before.length)
    expect(revalidated).toEqual([])
    expect((await pricesOf()).find((candidate) => candidate.id === priceId)!.version).toBe(row.version)
  })

  it('outside development, refuses a source on a domain reserved for tests, under its field; nothing is stored', async () => {
    const before = (await pricesOf()).length
    env.ALLOW_TEST_DATA = false
    try {
      expect(await savePriceAction(null, price())).toEqual({
        ok: false,
        error: TEST_DATA_MESSAGE,
        fieldErrors: { source_url: [TEST_DATA_MESSAGE] },
      })
    } finally {
      env.ALLOW_TEST_DATA = true
    }
    expect(await pricesOf()).toHaveLength(before)
  })

  it('refuses a save from an older version (a second editor): the other editor’s amount stays, and no history is written', async () => {
    const [row] = (await pricesOf()).filter((candidate) => candidate.id === priceId)
    const history = (await historyOf()).length
    const stored = (await database.db.select().from(sources)).length
    const otherPage = {
      source_url: 'https://harborlight-wellness.example/second-editor',
      source_date: '2026-11-21',
      source_checked: '2026-11-22',
    }
    expect(
      await savePriceAction(
        null,
        price({ id: priceId, version: String(row.version - 1), amount: '299', ...otherPage }),
      ),
    ).toEqual({ ok: false, error: FIGURE_MESSAGES.conflict, data: { conflict: true } })
    const [after] = (await pricesOf()).filter((candidate) => candidate.id === priceId)
    expect(after.amount).toBe(329)
    expect(await historyOf()).toHaveLength(history)
    // Not even the second editor's page is stored.
    expect(await database.db.select().from(sources)).toHaveLength(stored)
  })

  it('refuses a new amount that keeps the old source, or cites one older than it, under the source address; nothing is stored', async () => {
    const [row] = (await pricesOf()).filter((candidate) => candidate.id === priceId)
    const history = (await historyOf()).length
    const current = {
      source_url: 'https://harborlight-wellness.example/pricing-2026-11-20',
      source_date: '2026-11-20',
      source_checked: '2026-11-21',
    }
    const unchangedSource = await savePriceAction(
      null,
      price({ id: priceId, version: String(row.version), amount: '279', ...current }),
    )
    expect(unchangedSource).toMatchObject({
      ok: false,
      fieldErrors: { source_url: [PRICE_MESSAGES.amountNeedsSource] },
    })
    const olderSource = await savePriceAction(
      null,
      price({ id: priceId, version: String(row.version), amount: '279', ...current, source_date: '2026-11-01' }),
    )
    expect(olderSource).toMatchObject({
      ok: false,
      fieldErrors: { source_url: [PRICE_MESSAGES.sourceOlderThanBefore('2026-11-20')] },
    })
    const [after] = (await pricesOf()).filter((candidate) => candidate.id === priceId)
    expect(after).toMatchObject({ amount: 329, version: row.version })
    expect(await historyOf()).toHaveLength(history)
    // The same page read again on a later day may state the new amount.
    expect(
      await savePriceAction(
        null,
        price({
          id: priceId,
          version: String(row.version),
          amount: '319',
          ...current,
          source_date: '2026-11-22',
          source_checked: '2026-11-23',
        }),
      ),
    ).toMatchObject({ ok: true })
    const [changed] = (await pricesOf()).filter((candidate) => candidate.id === priceId)
    expect(changed.amount).toBe(319)
  })

  it.each([
    ['no source date', { source_date: '' }, 'source_date', FIGURE_MESSAGES.sourceRequired],
    ['no source address', { source_url: '' }, 'source_url', FIGURE_MESSAGES.sourceRequired],
    [
      'a source dated in the future',
      { source_date: '2099-01-01' },
      'source_date',
      'This date is in the future: give the date the page shows',
    ],
    ['a negative amount', { amount: '-5' }, 'amount', FIGURE_MESSAGES.amount],
    ['an amount that is no number', { amount: 'cheap' }, 'amount', FIGURE_MESSAGES.amount],
    [
      'a dose the medicine does not have',
      { steps: ['2.4mg', '3mg'] },
      'steps',
      'Wegovy (semaglutide) injection has no 3mg dose',
    ],
    [
      'a tablet sold as a pen',
      { product: 'wegovy-tablet', steps: '4mg' },
      'form',
      'Wegovy (semaglutide) tablet: choose tablet',
    ],
    ['a medicine not in the catalogue', { product: 'elixir' }, 'product', FIGURE_MESSAGES.product],
  ])('is refused with %s, under its field, and nothing is stored', async (_label, fields, field, message) => {
    const [prices, history] = [(await pricesOf()).length, (await historyOf()).length]
    const result = await savePriceAction(null, price(fields as Record<string, string | string[]>))
    expect(result).toMatchObject({ ok: false, fieldErrors: { [field]: [message] } })
    expect(await pricesOf()).toHaveLength(prices)
    expect(await historyOf()).toHaveLength(history)
  })

  it('marked checked today changes its checked day only: no history, no new version', async () => {
    const [row] = (await pricesOf()).filter((candidate) => candidate.id === priceId)
    const history = (await historyOf()).length
    expect(await markFigureCheckedTodayAction(null, { providerId, id: priceId, figure: 'price' })).toEqual({
      ok: true,
      message: FIGURE_MESSAGES.checked,
    })
    const [after] = (await pricesOf()).filter((candidate) => candidate.id === priceId)
    expect(after).toMatchObject({
      checkedOn: new Date().toISOString().slice(0, 10),
      version: row.version,
      amount: row.amount,
      sourceId: row.sourceId,
    })
    expect(await historyOf()).toHaveLength(history)
  })

  it('removed, leaves a history row saying so; removing it again is refused', async () => {
    const [stored] = (await pricesOf()).filter((candidate) => candidate.id === priceId)
    expect(await removeFigureAction(null, { providerId, id: priceId, figure: 'price' })).toEqual({
      ok: true,
      message: FIGURE_MESSAGES.removed,
    })
    expect((await pricesOf()).some((candidate) => candidate.id === priceId)).toBe(false)
    const last = (await historyOf()).filter((entry) => entry.brand === 'Wegovy').at(-1)
    expect(last).toMatchObject({ priceId: null, oldAmount: stored.amount, newAmount: null })
    expect(await removeFigureAction(null, { providerId, id: priceId, figure: 'price' })).toEqual({
      ok: false,
      error: FIGURE_MESSAGES.gone,
    })
  })
})

describe('a fact', () => {
  const states = (list: string[], fields: Record<string, string> = {}) =>
    form({ providerId, kind: 'states', states: list, ...SOURCE, ...fields })

  it('a state list with its source decides the city pages; a second state list is refused', async () => {
    const [current] = await database.db
      .select()
      .from(providerFacts)
      .where(and(eq(providerFacts.providerId, providerId), eq(providerFacts.kind, 'states')))
    expect(
      await saveFactAction(null, states(['Vermont'], { id: current.id, version: String(current.version) })),
    ).toEqual({ ok: true, message: FIGURE_MESSAGES.factSaved })
    expect((await getStateProviders({ stateName: 'Vermont', stateCode: 'VT' })).map((view) => view.slug)).toContain(
      'harborlight-wellness',
    )
    expect((await getStateProviders({ stateName: 'Ohio', stateCode: 'OH' })).map((view) => view.slug)).not.toContain(
      'harborlight-wellness',
    )
    expect(await saveFactAction(null, states(['Ohio']))).toMatchObject({
      ok: false,
      error: FIGURE_MESSAGES.single('states'),
    })
  })

  it('a review average needs its count and its page; it becomes the Vial Score input', async () => {
    const review = (fields: Record<string, string>) =>
      form({ providerId, kind: 'review', site: 'trustpilot', average: '4.1', count: '250', ...SOURCE, ...fields })
    expect(await saveFactAction(null, review({ count: '' }))).toMatchObject({ ok: false })
    expect(await saveFactAction(null, review({ source_url: '' }))).toMatchObject({
      ok: false,
      fieldErrors: { source_url: [FIGURE_MESSAGES.factSourceRequired] },
    })
    // The fixture has a Trustpilot review already: a second one of the same site is refused.
    expect(await saveFactAction(null, review({}))).toMatchObject({
      ok: false,
      error: FIGURE_MESSAGES.review('trustpilot'),
    })
    const [existing] = await database.db
      .select()
      .from(providerFacts)
      .where(and(eq(providerFacts.providerId, providerId), eq(providerFacts.kind, 'review')))
    const site = (existing.value as { site: string }).site
    expect(
      await saveFactAction(null, review({ id: existing.id, version: String(existing.version), site })),
    ).toMatchObject({ ok: true })
    const page = await getProviderPage({ slug: 'harborlight-wellness', countryCode: 'US' })
    expect(page!.vialScore.components[site === 'google' ? 'google' : 'trustpilot']).toBe(4.1)
  })
})
