/**
 * Stale-data alerts: the figures whose source is older than 60 days and that no editor has re-checked since,
 * oldest first; 'Mark checked', which moves a figure onto the source an editor re-read; and 'Re-checked, still
 * true' for every figure citing one page. Admin-only, on the sourced seed, its checked days set back a year.
 */
import { eq } from 'drizzle-orm'
import { createAdminAccount } from '@/lib/admin/accounts'
import { markFigureCheckedAction, recheckSourceGroupAction } from '@/lib/admin/actions/stale-figures'
import { signInAdmin, signOutAdmin } from '@/lib/actions/admin-session'
import { listStaleFiguresForAdmin } from '@/lib/data/stale-figures'
import { auditLog, providerFacts, providerPrices, sources } from '@/lib/db/schema'
import { groupBySource } from '@/lib/domain/staleness'
import { setRateLimitStore } from '@/lib/rate-limit'
import { STALE_MESSAGES } from '@/lib/validation/stale-figures'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { resetRequest } from '../helpers/request-state'

jest.mock('next/headers', () => require('../helpers/admin-mocks').nextHeaders)
jest.mock('next/cache', () => require('../helpers/admin-mocks').nextCache)

let database: TestDatabase
const ADMIN = { email: 'editor@vialscore.test', password: 'a-long-editor-password' }
const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.append(key, value)
  return data
}
const today = new Date().toISOString().slice(0, 10)

beforeAll(async () => {
  database = await createTestDatabase({ seed: 'sourced' })
  // The seed's figures were re-checked on the day the data set was read: a year on, every old one is due again.
  await database.db.update(providerPrices).set({ checkedOn: '2025-11-01' })
  await database.db.update(providerFacts).set({ checkedOn: '2025-11-01' })
  setRateLimitStore({ hit: async () => ({ count: 1, resetAt: Date.now() + 60_000 }) })
  await createAdminAccount(ADMIN)
  resetRequest()
  await signInAdmin(null, form(ADMIN))
})
afterAll(() => database.dispose())

it('lists every figure whose source is more than 60 days old, oldest first', async () => {
  const stale = await listStaleFiguresForAdmin()
  const cutoff = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10)
  expect(stale.length).toBeGreaterThan(0)
  for (const figure of stale) expect(figure.sourceDate < cutoff).toBe(true)
  expect(stale.map((figure) => figure.sourceDate)).toEqual([...stale.map((figure) => figure.sourceDate)].sort())
  // Every stale sourced price is listed.
  const priceRows = await database.db
    .select({ id: providerPrices.id, date: sources.sourceDate })
    .from(providerPrices)
    .innerJoin(sources, eq(sources.id, providerPrices.sourceId))
  const expected = priceRows.filter((row) => row.date < cutoff).map((row) => `price:${row.id}`)
  expect(
    stale
      .map((figure) => figure.id)
      .filter((id) => id.startsWith('price:'))
      .sort(),
  ).toEqual(expected.sort())
})

it('Mark checked moves the figure onto the re-read source, audits it, and it leaves the list', async () => {
  const [figure] = (await listStaleFiguresForAdmin()).filter((candidate) => candidate.id.startsWith('price:'))
  const result = await markFigureCheckedAction(
    null,
    form({ ref: figure.id, sourceUrl: figure.sourceUrl!, sourceDate: today }),
  )
  expect(result).toEqual({ ok: true, message: STALE_MESSAGES.checked })
  expect((await listStaleFiguresForAdmin()).map((candidate) => candidate.id)).not.toContain(figure.id)
  const [row] = await database.db
    .select({ url: sources.url, date: sources.sourceDate, title: sources.title, checked: providerPrices.checkedOn })
    .from(providerPrices)
    .innerJoin(sources, eq(sources.id, providerPrices.sourceId))
    .where(eq(providerPrices.id, figure.id.slice(6)))
  // The same page, re-read: it keeps its title; the figure is checked today.
  expect(row).toMatchObject({ url: figure.sourceUrl, date: today, checked: today })
  expect(row.title).not.toBe(new URL(figure.sourceUrl!).hostname)
  expect(await database.db.select().from(auditLog).where(eq(auditLog.action, 'mark-checked'))).toHaveLength(1)
})

it('names a page not stored yet by its host, and keeps a stored page’s description', async () => {
  const [figure] = (await listStaleFiguresForAdmin()).filter((candidate) => candidate.id.startsWith('price:'))
  expect(
    await markFigureCheckedAction(
      null,
      form({ ref: figure.id, sourceUrl: 'https://new.example/prices', sourceDate: today }),
    ),
  ).toMatchObject({ ok: true })
  const [row] = await database.db
    .select({ title: sources.title, publisher: sources.publisher })
    .from(providerPrices)
    .innerJoin(sources, eq(sources.id, providerPrices.sourceId))
    .where(eq(providerPrices.id, figure.id.slice(6)))
  expect(row).toEqual({ title: 'new.example', publisher: 'new.example' })
})

it('Re-checked, still true: every figure citing one page is checked today and leaves the list; the action is audited', async () => {
  const [group] = groupBySource(await listStaleFiguresForAdmin()).sort((a, b) => b.figures.length - a.figures.length)
  expect(group.figures.length).toBeGreaterThan(1)
  const result = await recheckSourceGroupAction(
    null,
    form({ sourceUrl: group.sourceUrl!, sourceDate: group.sourceDate }),
  )
  expect(result).toEqual({ ok: true, message: STALE_MESSAGES.rechecked(group.figures.length, today) })
  const listed = new Set((await listStaleFiguresForAdmin()).map((figure) => figure.id))
  for (const figure of group.figures) expect(listed.has(figure.id)).toBe(false)
  // Each keeps its source (the page and its own date); only its checked day moves.
  const ids = group.figures.filter((figure) => figure.id.startsWith('price:')).map((figure) => figure.id.slice(6))
  const rows = await database.db
    .select({ id: providerPrices.id, url: sources.url, date: sources.sourceDate, checked: providerPrices.checkedOn })
    .from(providerPrices)
    .innerJoin(sources, eq(sources.id, providerPrices.sourceId))
  for (const row of rows.filter((candidate) => ids.includes(candidate.id)))
    expect(row).toMatchObject({ url: group.sourceUrl, date: group.sourceDate, checked: today })
  expect(await database.db.select().from(auditLog).where(eq(auditLog.action, 're-check'))).toHaveLength(1)
  // A page no figure cites is refused, and nothing is written.
  expect(
    await recheckSourceGroupAction(null, form({ sourceUrl: 'https://nothing.example/x', sourceDate: '2025-01-01' })),
  ).toEqual({ ok: false, error: STALE_MESSAGES.regroupGone })
})

it('refuses a future date or a script URL with a clear message, and a visitor without a session', async () => {
  const [figure] = await listStaleFiguresForAdmin()
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
  expect(
    await markFigureCheckedAction(null, form({ ref: figure.id, sourceUrl: 'https://a.example', sourceDate: tomorrow })),
  ).toMatchObject({ ok: false, error: STALE_MESSAGES.date })
  expect(
    await markFigureCheckedAction(null, form({ ref: figure.id, sourceUrl: 'javascript:alert(1)', sourceDate: today })),
  ).toMatchObject({ ok: false, error: STALE_MESSAGES.url })
  await signOutAdmin()
  expect(
    await markFigureCheckedAction(null, form({ ref: figure.id, sourceUrl: 'https://a.example', sourceDate: today })),
  ).toMatchObject({ ok: false })
  await expect(listStaleFiguresForAdmin()).rejects.toThrow()
})
