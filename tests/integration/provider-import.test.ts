/**
 * Bulk import and export of providers against a real database: the admin's export is the open
 * data plus unpublished providers; importing an export changes nothing (JSON and CSV); a clean import is one
 * transaction with history rows, audited, and expires the pages; a file with a bad row, or a failure half-way
 * through the writes, leaves every table exactly as it was.
 */
import { parse } from 'csv-parse/sync'
import { and, eq, getTableName, sql } from 'drizzle-orm'
import { createAdminAccount } from '@/lib/admin/accounts'
import { importProvidersAction } from '@/lib/admin/actions/provider-import'
import { signInAdmin } from '@/lib/actions/admin-session'
import { exportProviderDocumentForAdmin, getOpenDataDocument } from '@/lib/data/open-data'
import * as schema from '@/lib/db/schema'
import { seedDatabase, sourcedProviderSeeds } from '@/lib/db/seed'
import { setRateLimitStore } from '@/lib/rate-limit'
import { IMPORT_MESSAGES } from '@/lib/validation/provider-import'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { resetRequest } from '../helpers/request-state'

jest.mock('next/headers', () => require('../helpers/admin-mocks').nextHeaders)
jest.mock('next/cache', () => require('../helpers/admin-mocks').nextCache)
const { revalidated } = require('../helpers/admin-mocks') as { revalidated: string[] }

let database: TestDatabase
const ADMIN = { email: 'importer@vialscore.test', password: 'a-long-importer-password' }
const UNPUBLISHED = 'trumprx'

const tables = Object.values(schema)
  .filter((value) => value && typeof value === 'object' && Symbol.for('drizzle:IsDrizzleTable') in (value as object))
  .map((table) => getTableName(table as typeof schema.providers))
const rowsOf = (result: unknown) => ((result as { rows?: unknown[] }).rows ?? result) as Record<string, unknown>[]

/** Every row of every table, hashed per table: 'nothing changed' means this is equal. */
async function fingerprint(): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {}
  for (const name of tables) {
    const [row] = rowsOf(
      await database.db.execute(
        sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${name}" t`),
      ),
    )
    hashes[name] = String(row.h)
  }
  return hashes
}

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.append(key, value)
  return data
}
/** The first step: the file checked and previewed, nothing written. */
const check = (format: 'csv' | 'json', content: string, confirm?: string) =>
  importProvidersAction(
    null,
    form({ format, fileName: `providers.${format}`, content, ...(confirm === undefined ? {} : { confirm }) }),
  )
const tokenOf = (result: Awaited<ReturnType<typeof check>>) =>
  result.data && 'token' in result.data ? result.data.token : undefined
/** Both steps, as an editor who confirms the preview: the confirmation's outcome (a file with no change has no preview). */
async function runImport(format: 'csv' | 'json', content: string) {
  const previewed = await check(format, content)
  const token = tokenOf(previewed)
  return token ? check(format, content, token) : previewed
}

/** The admin export as the routes serve it. */
async function exported(format: 'csv' | 'json'): Promise<string> {
  const route = require(`@/app/api/admin/providers.${format}/route`) as { GET: () => Promise<Response> }
  const response = await route.GET()
  expect(response.status).toBe(200)
  return response.text()
}

const source = {
  url: 'https://import-clinic.example/prices',
  title: 'Prices',
  publisher: 'Import Clinic',
  date: '2026-11-02',
  dateKind: 'updated',
  checked: '2026-11-24',
  where: 'Price table',
  observedBy: null,
  observerUrl: null,
}
const newProvider = {
  slug: 'import-clinic',
  name: 'Import Clinic',
  websiteUrl: 'https://import-clinic.example',
  kind: 'telehealth',
  isSample: false,
  countries: ['US'],
  prices: [
    {
      id: 'first',
      country: 'US',
      medication: 'semaglutide',
      brand: null,
      compounded: true,
      form: 'vial',
      dose: '0.25mg',
      steps: ['0.25mg', '0.5mg'],
      amount: 199,
      currency: 'USD',
      per: 'month',
      kind: 'standard',
      note: null,
      source,
    },
    {
      id: 'other',
      alternativeOf: 'first',
      country: 'US',
      medication: 'semaglutide',
      brand: null,
      compounded: true,
      form: 'vial',
      dose: '0.25mg',
      steps: ['0.25mg', '0.5mg'],
      amount: 189,
      currency: 'USD',
      per: 'month',
      kind: 'standard',
      source: {
        ...source,
        url: 'https://news.example/import-clinic',
        title: 'Story',
        publisher: 'News',
        dateKind: 'article',
      },
    },
  ],
  facts: [
    { kind: 'fee', value: { kind: 'membership', amount: 49, currency: 'USD', period: 'month' }, source },
    { kind: 'states', value: { states: ['Texas', 'Ohio'] }, source },
    {
      kind: 'review',
      value: { site: 'trustpilot', average: 4.2, count: 310 },
      source: { ...source, url: 'https://trustpilot.example/import-clinic', title: 'Reviews', publisher: 'Trustpilot' },
    },
  ],
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  // The fictional fixtures (sample rows) and the real sourced programs: both kinds of provider round-trip.
  await seedDatabase(database.db, { providers: sourcedProviderSeeds() })
  const [unpublished] = await database.db.select().from(schema.providers).where(eq(schema.providers.slug, UNPUBLISHED))
  await database.db
    .update(schema.countryProviders)
    .set({ isAvailable: false })
    .where(eq(schema.countryProviders.providerId, unpublished.id))
  setRateLimitStore({ hit: async () => ({ count: 1, resetAt: Date.now() + 60_000 }) })
  await createAdminAccount(ADMIN)
  resetRequest()
  expect(await signInAdmin(null, form(ADMIN))).toMatchObject({ ok: true })
})
afterAll(() => database.dispose())

it('exports the open-data document plus the unpublished providers, each figure with its source', async () => {
  const [open, admin] = await Promise.all([getOpenDataDocument(), exportProviderDocumentForAdmin()])
  expect(open.providers.map((provider) => provider.slug)).not.toContain(UNPUBLISHED)
  expect(admin.providers.find((provider) => provider.slug === UNPUBLISHED)).toMatchObject({ countries: [] })
  expect({ ...admin, providers: admin.providers.filter((provider) => provider.slug !== UNPUBLISHED) }).toEqual(open)
  for (const price of admin.providers.flatMap((provider) => provider.prices))
    expect(price.source).toMatchObject({
      url: expect.stringMatching(/^https:\/\//),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    })
})

it('imports a new provider and a changed price in one audited transaction, with history, and expires the pages', async () => {
  const document = JSON.parse(await exported('json'))
  const lilly = document.providers.find((provider: { slug: string }) => provider.slug === 'lillydirect-zepbound')
  const oldAmount = lilly.prices[0].amount
  lilly.prices[0].amount = oldAmount + 10
  document.providers.push(newProvider)
  revalidated.length = 0

  const result = await runImport('json', JSON.stringify(document))
  expect(result).toMatchObject({
    ok: true,
    message: `Imported: 1 created, 1 updated, ${document.providers.length - 2} unchanged.`,
  })
  expect(revalidated).toEqual(expect.arrayContaining(['tag:providers', 'tag:cities']))

  const [created] = await database.db.select().from(schema.providers).where(eq(schema.providers.slug, 'import-clinic'))
  expect(created).toMatchObject({ name: 'Import Clinic', kind: 'telehealth', isSample: false })
  // What the pages and the open data compute from its figures: the state list, the review, the medicine.
  const document_ = (await exportProviderDocumentForAdmin()).providers.find(
    (provider) => provider.slug === 'import-clinic',
  )!
  expect(document_).toMatchObject({
    states: ['Texas', 'Ohio'],
    vialScore: { inputs: { trustpilot: 4.2, medicationOffering: 2.5 } },
  })
  const prices = await database.db
    .select()
    .from(schema.providerPrices)
    .where(eq(schema.providerPrices.providerId, created.id))
  expect(prices.find((price) => price.amount === 189)?.alternativeOf).toBe(
    prices.find((price) => price.amount === 199)?.id,
  )
  const [lillyRow] = await database.db
    .select()
    .from(schema.providers)
    .where(eq(schema.providers.slug, 'lillydirect-zepbound'))
  const history = await database.db
    .select()
    .from(schema.priceHistory)
    .where(and(eq(schema.priceHistory.providerId, lillyRow.id), eq(schema.priceHistory.dose, lilly.prices[0].dose)))
    .orderBy(schema.priceHistory.changedAt)
  // The seed's record of the price (its earlier amounts, then the amount as published), then the import's change.
  const rows = history.map((row) => [row.oldAmount, row.newAmount, row.changedBy])
  expect(rows.at(-1)).toEqual([oldAmount, oldAmount + 10, ADMIN.email])
  const seeded = rows.slice(0, -1)
  expect(seeded.every(([, , by]) => by === 'seed')).toBe(true)
  expect(seeded.map(([, amount]) => amount)).toContain(oldAmount)
  expect(seeded.filter(([old]) => old === null)).toHaveLength(1)
  const [audit] = await database.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'import'))
  expect(audit).toMatchObject({
    actorEmail: ADMIN.email,
    entity: 'providers',
    details: expect.objectContaining({ created: ['import-clinic'], updated: ['lillydirect-zepbound'] }),
  })
  // The log lists what the import changed, from what to what.
  expect((audit.details as { changed: string[] }).changed).toEqual(
    expect.arrayContaining([expect.stringMatching(new RegExp(`^lillydirect-zepbound, price .*: ${oldAmount} → `))]),
  )
})

it('previews every change and writes nothing until the editor confirms it; a confirmation the stored data has moved past writes nothing', async () => {
  const document = JSON.parse(await exported('json'))
  const find = (slug: string) => document.providers.find((provider: { slug: string }) => provider.slug === slug)
  const lilly = find('lillydirect-zepbound')
  const oldAmount = lilly.prices[0].amount
  lilly.prices[0].amount = oldAmount + 7
  const ro = find('ro-body')
  const removedFact = ro.facts.pop()
  const oldName = ro.name
  ro.name = `${oldName} renamed`
  document.providers.push({ ...newProvider, slug: 'preview-clinic', name: 'Preview Clinic' })
  const content = JSON.stringify(document)
  const audits = async () => (await database.db.select().from(schema.auditLog)).length
  const [before, auditsBefore] = [await fingerprint(), await audits()]
  revalidated.length = 0

  const previewed = await check('json', content)
  expect(previewed).toMatchObject({ ok: true, message: IMPORT_MESSAGES.preview(1, 2) })
  const preview = previewed.data && 'preview' in previewed.data ? previewed.data.preview : null
  expect(preview).toMatchObject({ created: ['preview-clinic'], updated: ['lillydirect-zepbound', 'ro-body'] })
  expect(preview!.changes).toEqual(
    expect.arrayContaining([
      { slug: 'ro-body', change: 'changed', what: 'name', from: oldName, to: `${oldName} renamed` },
      {
        slug: 'lillydirect-zepbound',
        change: 'changed',
        what: expect.stringMatching(/^price US Zepbound .*: amount$/),
        from: String(oldAmount),
        to: String(oldAmount + 7),
      },
      {
        slug: 'ro-body',
        change: 'removed',
        what: expect.stringContaining(removedFact.kind.replace(/_/g, ' ')),
        from: expect.stringContaining(removedFact.source.url),
        to: null,
      },
      {
        slug: 'preview-clinic',
        change: 'added',
        what: 'provider',
        from: null,
        to: expect.stringContaining('Preview Clinic'),
      },
      { slug: 'preview-clinic', change: 'added', what: 'listed in US', from: null, to: 'listed' },
      {
        slug: 'preview-clinic',
        change: 'added',
        what: 'price US semaglutide compounded vial 0.25mg',
        from: null,
        to: expect.stringContaining('$199 per month'),
      },
      {
        slug: 'preview-clinic',
        change: 'added',
        what: 'fee membership',
        from: null,
        to: expect.stringContaining('49'),
      },
    ]),
  )
  // Only what the file changes: nothing about the providers it leaves as they are.
  expect(new Set(preview!.changes.map((change) => change.slug))).toEqual(
    new Set(['lillydirect-zepbound', 'ro-body', 'preview-clinic']),
  )
  expect(await fingerprint()).toEqual(before)
  expect(await audits()).toBe(auditsBefore)
  expect(revalidated).toEqual([])

  // A token no preview gave confirms nothing.
  expect(await check('json', content, '0'.repeat(64))).toMatchObject({ ok: false, error: IMPORT_MESSAGES.stale })
  expect(await fingerprint()).toEqual(before)

  // Another editor renames Ro after the preview: the confirmation writes nothing and shows the changes as they now stand.
  await database.db
    .update(schema.providers)
    .set({ name: 'Ro, edited meanwhile' })
    .where(eq(schema.providers.slug, 'ro-body'))
  const moved = await fingerprint()
  const stale = await check('json', content, tokenOf(previewed))
  expect(stale).toMatchObject({ ok: false, error: IMPORT_MESSAGES.stale })
  expect(stale.data && 'preview' in stale.data && stale.data.preview.changes).toContainEqual({
    slug: 'ro-body',
    change: 'changed',
    what: 'name',
    from: 'Ro, edited meanwhile',
    to: `${oldName} renamed`,
  })
  expect(await fingerprint()).toEqual(moved)

  // Confirming the preview as it now stands imports the file.
  expect(await check('json', content, tokenOf(stale))).toMatchObject({
    ok: true,
    message: `Imported: 1 created, 2 updated, ${document.providers.length - 3} unchanged.`,
  })
  const [renamed] = await database.db.select().from(schema.providers).where(eq(schema.providers.slug, 'ro-body'))
  expect(renamed.name).toBe(`${oldName} renamed`)
  expect(await audits()).toBe(auditsBefore + 1)
  expect(revalidated).toEqual(expect.arrayContaining(['tag:providers']))
})

it.each(['json', 'csv'] as const)(
  'imports its own %s export as no change: every table stays as it was, nothing audited',
  async (format) => {
    const content = await exported(format)
    const before = await fingerprint()
    revalidated.length = 0
    const total = (await exportProviderDocumentForAdmin()).providers.length
    expect(await runImport(format, content)).toEqual({
      ok: true,
      message: IMPORT_MESSAGES.noChanges,
      data: { created: [], updated: [], unchanged: total },
    })
    expect(await fingerprint()).toEqual(before)
    expect(revalidated).toEqual([])
  },
)

it('saves nothing from a file with one bad row, and names the row and field; the corrected file imports every row', async () => {
  // Every cell of the export is quoted: lines are edited as a text editor would, cells found with their quotes.
  const lines = (await exported('csv')).trim().split('\r\n')
  const [header]: string[][] = parse(lines[0])
  const row = lines.findIndex((line) => line.startsWith('"import-clinic",') && line.includes(',"199",'))
  const bad = [
    ...lines,
    lines[row]
      .replace(/^"import-clinic","Import Clinic"/, '"second-clinic","Second Clinic"')
      .replace(',"199",', ',"1 99",'),
  ]
  const before = await fingerprint()

  const refused = await runImport('csv', bad.join('\r\n'))
  expect(refused).toMatchObject({
    ok: false,
    error: IMPORT_MESSAGES.problems(1),
    data: { problems: [{ row: bad.length, field: 'amount', message: 'Must be a number' }] },
  })
  expect(header).toContain('amount')
  expect(await fingerprint()).toEqual(before)

  const corrected = [
    ...lines,
    lines[row].replace(/^"import-clinic","Import Clinic"/, '"second-clinic","Second Clinic"'),
  ]
  expect(await runImport('csv', corrected.join('\r\n'))).toMatchObject({
    ok: true,
    data: { created: ['second-clinic'], updated: [] },
  })
})

it.each([
  ['a file over the limit', 'json', 'x'.repeat(500_001), IMPORT_MESSAGES.tooLarge],
  ['text that is not JSON', 'json', '{"providers": [', IMPORT_MESSAGES.problems(1)],
  ['an unknown column', 'csv', 'provider_slug,colour\nx,red', expect.stringContaining('Nothing was saved')],
  ['an unknown format', 'xlsx', 'a,b', IMPORT_MESSAGES.format],
])('refuses %s with a message and saves nothing', async (_label, format, content, error) => {
  const before = await fingerprint()
  expect(await importProvidersAction(null, form({ format, content }))).toMatchObject({ ok: false, error })
  expect(await fingerprint()).toEqual(before)
})

it('rolls back every write when the transaction fails half-way', async () => {
  const document = JSON.parse(await exported('json'))
  // Written first: a changed provider (its row, prices and history); then a new one whose fact cannot be stored.
  const lilly = document.providers.find((provider: { slug: string }) => provider.slug === 'lillydirect-zepbound')
  lilly.prices[0].amount += 5
  document.providers.push({ ...newProvider, slug: 'doomed-clinic' })
  await database.db.execute(
    sql.raw(
      `create function refuse_fact() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`,
    ),
  )
  await database.db.execute(
    sql.raw('create trigger refuse_fact before insert on provider_facts for each row execute function refuse_fact()'),
  )
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {})
  try {
    const before = await fingerprint()
    expect(await runImport('json', JSON.stringify(document))).toEqual({ ok: false, error: IMPORT_MESSAGES.failed })
    expect(await fingerprint()).toEqual(before)
    // It did fail where it was made to, after the first provider's writes.
    expect(errors.mock.calls.flat().map(String).join(' ')).toContain('insert into "provider_facts"')
  } finally {
    errors.mockRestore()
    await database.db.execute(sql.raw('drop trigger refuse_fact on provider_facts'))
  }
})
