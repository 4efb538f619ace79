/**
 * The migration to one price store, run on a database that holds the old typed columns (the provider row's
 * per-dose prices, a country link's local prices, typed states and review averages): every price becomes a
 * sourced row, nothing a row already states is doubled, and afterwards no column of the old shape is left,
 * in the database or in any query the code could run.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { getTableColumns, sql } from 'drizzle-orm'
import { openPglite, type Connection } from '@/lib/db/client'
import { readFigures } from '@/lib/db/figures'
import { MIGRATIONS_FOLDER, runMigrations } from '@/lib/db/migrate'
import * as t from '@/lib/db/schema'

const MIGRATION = '0011_one_price_store'
const OLD_COLUMNS = {
  providers: [
    'semaglutide_prices',
    'tirzepatide_prices',
    'trustpilot_score',
    'google_score',
    'pricing_transparency',
    'states',
    'states_known',
    'medications',
    'vial_score',
    'source_url',
    'last_verified_at',
  ],
  country_providers: ['local_pricing', 'source_url', 'last_verified_at'],
  sources: ['checked_on'],
}

/** Names the new shape uses again for something else: a figure's checked day, the CSV's computed score, a history row's source. */
const REUSED = ['checked_on', 'vial_score', 'source_url']

let connection: Connection
let folder: string

const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[]
}
const migrationIndex = journal.entries.findIndex((entry) => entry.tag === MIGRATION)

/** The committed migrations up to (not including) the one under test, as a folder of their own. */
function migrationsBefore(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vialscore-migrations-'))
  fs.mkdirSync(path.join(dir, 'meta'))
  const entries = journal.entries.slice(0, migrationIndex)
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }))
  for (const entry of entries)
    fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`))
  return dir
}

const rows = async <T>(query: ReturnType<typeof sql>) => {
  const result = (await connection.db.execute(query)) as unknown as { rows?: T[] }
  return (result.rows ?? (result as unknown as T[])) as T[]
}

beforeAll(async () => {
  folder = migrationsBefore()
  connection = openPglite(undefined)
  await runMigrations(connection, { migrationsFolder: folder })
  const db = connection.db
  await db.execute(
    sql`insert into countries (id, code, name, currency, currency_symbol, path) values ('1','US','United States','USD','$','/'), ('2','UK','United Kingdom','GBP','£','/uk'), ('3','CA','Canada','CAD','C$','/ca'), ('4','AU','Australia','AUD','A$','/au')`,
  )
  // An admin-made provider: typed US and UK prices with the source the editor named, typed states and reviews.
  await db.execute(sql`insert into providers (id, slug, name, website_url, states, states_known, medications, semaglutide_prices, tirzepatide_prices, trustpilot_score, google_score, pricing_transparency, vial_score, source_url, last_verified_at)
    values ('00000000-0000-4000-8000-00000000000a', 'typed-clinic', 'Typed Clinic', 'https://typed.example', '{Texas,Ohio}', true, '{Semaglutide,Tirzepatide}',
      '{"0.25mg": 199, "0.5mg": 249}', '{"2.5mg": 299}', 4.2, null, 4.5, 8.4, 'https://typed.example/prices', '2026-10-01')`)
  await db.execute(sql`insert into country_providers (country_id, provider_id, is_available, local_pricing, source_url, last_verified_at) values
    ('1', '00000000-0000-4000-8000-00000000000a', true, '{}', null, null),
    ('2', '00000000-0000-4000-8000-00000000000a', true, '{"semaglutide": {"0.25mg": 149}}', 'https://typed.example/uk', '2026-09-15')`)
  // A sourced program whose typed columns were derived from its rows, and one typed change no row states (5mg).
  await db.execute(sql`insert into providers (id, slug, name, website_url, semaglutide_prices, tirzepatide_prices, vial_score, updated_at)
    values ('00000000-0000-4000-8000-00000000000b', 'sourced-clinic', 'Sourced Clinic', 'https://sourced.example', '{}', '{"2.5mg": 299, "5mg": 279}', 4, '2026-11-02T10:00:00Z')`)
  await db.execute(
    sql`insert into country_providers (country_id, provider_id, is_available) values ('1', '00000000-0000-4000-8000-00000000000b', true)`,
  )
  // The old unsourced 'price not published' flag, which a later migration replaces by a sourced fact.
  await db.execute(
    sql`update providers set price_not_published = true where id = '00000000-0000-4000-8000-00000000000a'`,
  )
  await db.execute(
    sql`insert into sources (id, url, title, publisher, source_date, date_kind, checked_on) values ('00000000-0000-4000-8000-0000000000c1', 'https://sourced.example/prices', 'Prices', 'Sourced', '2026-08-01', 'updated', '2026-08-03')`,
  )
  await db.execute(sql`insert into provider_prices (id, provider_id, country_code, medication, brand, compounded, form, dose_label, steps, amount, currency, per, kind, source_id, source_where)
    values ('00000000-0000-4000-8000-0000000000d1', '00000000-0000-4000-8000-00000000000b', 'US', 'tirzepatide', 'Zepbound', false, 'vial', '2.5mg', '{2.5mg}', 299, 'USD', 'month', 'standard', '00000000-0000-4000-8000-0000000000c1', 'Table')`)
  // A history row written per dose step by the old form.
  await db.execute(sql`insert into price_history (provider_id, country_code, medication, dose, old_amount, new_amount, source_url, source_date, changed_by)
    values ('00000000-0000-4000-8000-00000000000a', 'US', 'semaglutide', '0.25mg', null, 199, 'https://typed.example/prices', '2026-10-01', 'editor@vialscore.test')`)
  // The one under test and every later one: the code reads the latest shape.
  expect(await runMigrations(connection)).toBe(journal.entries.length - migrationIndex)
})
afterAll(async () => {
  await connection.close()
  fs.rmSync(folder, { recursive: true, force: true })
})

it('keeps every typed price as a sourced row, in its country and currency, citing the page the editor named', async () => {
  const figures = await readFigures(connection.db)
  const typed = figures.get('00000000-0000-4000-8000-00000000000a')!
  const summary = typed.prices.map((price) => [
    price.country,
    price.medication,
    price.dose,
    price.steps,
    price.amount,
    price.currency,
    price.per,
    price.kind,
    price.source.url,
    price.source.date,
  ])
  expect(summary).toEqual(
    expect.arrayContaining([
      [
        'US',
        'semaglutide',
        '0.25mg',
        ['0.25mg'],
        199,
        'USD',
        'month',
        'standard',
        'https://typed.example/prices',
        '2026-10-01',
      ],
      [
        'US',
        'semaglutide',
        '0.5mg',
        ['0.5mg'],
        249,
        'USD',
        'month',
        'standard',
        'https://typed.example/prices',
        '2026-10-01',
      ],
      [
        'US',
        'tirzepatide',
        '2.5mg',
        ['2.5mg'],
        299,
        'USD',
        'month',
        'standard',
        'https://typed.example/prices',
        '2026-10-01',
      ],
      [
        'UK',
        'semaglutide',
        '0.25mg',
        ['0.25mg'],
        149,
        'GBP',
        'month',
        'standard',
        'https://typed.example/uk',
        '2026-09-15',
      ],
    ]),
  )
  expect(typed.prices).toHaveLength(4)
  // The typed state list is a fact now, citing the same page; the typed Trustpilot average had no review page.
  expect(typed.facts.map((fact) => [fact.kind, fact.value, fact.source.url])).toEqual([
    ['states', { states: ['Texas', 'Ohio'] }, 'https://typed.example/prices'],
  ])
  const [audit] = await rows<{ details: Record<string, unknown> }>(
    sql`select details from audit_log where action = 'drop-typed-reviews' and entity_id = '00000000-0000-4000-8000-00000000000a'`,
  )
  expect(audit.details).toMatchObject({ trustpilotScore: 4.2 })
})

it('adds only what no row states: a typed amount a row already has is not doubled; an undated one is marked as entered', async () => {
  const sourced = (await readFigures(connection.db)).get('00000000-0000-4000-8000-00000000000b')!
  expect(sourced.prices.map((price) => [price.dose, price.amount, price.source.dateKind, price.source.date])).toEqual([
    ['2.5mg', 299, 'updated', '2026-08-01'],
    ['5mg', 279, 'entered', '2026-11-02'],
  ])
  // Each figure carries the day it was checked, moved from its source.
  expect(sourced.prices[0].source.checked).toBe('2026-08-03')
})

it('starts each price’s history, keeping the old per-step rows and linking them to their price', async () => {
  const history = await rows<{
    provider_id: string
    price_id: string | null
    dose: string
    new_amount: number
    changed_by: string
  }>(sql`select provider_id, price_id, dose, new_amount, changed_by from price_history order by changed_by, dose`)
  const typedPrice = (await readFigures(connection.db))
    .get('00000000-0000-4000-8000-00000000000a')!
    .prices.find((price) => price.country === 'US' && price.dose === '0.25mg')!
  expect(history.filter((row) => row.changed_by === 'editor@vialscore.test')).toEqual([
    expect.objectContaining({ price_id: typedPrice.id, dose: '0.25mg', new_amount: 199 }),
  ])
  // Every other priced row got its first history row; none is doubled.
  expect(history.filter((row) => row.price_id === typedPrice.id)).toHaveLength(1)
  expect(history).toHaveLength(6)
  // A later migration gave each history row the dose steps of its price.
  const [steps] = await rows<{ steps: string[] }>(
    sql`select steps from price_history where price_id = ${typedPrice.id}`,
  )
  expect(steps.steps).toEqual(['0.25mg'])
})

it('drops the unsourced price-not-published flag, keeping what it said in the audit log', async () => {
  const present = (
    await rows<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'providers'`,
    )
  ).map((row) => row.column_name)
  expect(present).not.toContain('price_not_published')
  const audits = await rows<{ entity_id: string; details: Record<string, unknown> }>(
    sql`select entity_id, details from audit_log where action = 'drop-unsourced-flag'`,
  )
  expect(audits).toEqual([
    {
      entity_id: '00000000-0000-4000-8000-00000000000a',
      details: expect.objectContaining({ priceNotPublished: true }),
    },
  ])
})

it('leaves no old column in the database, the schema, or any query of the code', async () => {
  for (const [table, columns] of Object.entries(OLD_COLUMNS)) {
    const present = (
      await rows<{ column_name: string }>(
        sql`select column_name from information_schema.columns where table_name = ${table}`,
      )
    ).map((row) => row.column_name)
    expect(present.filter((column) => columns.includes(column))).toEqual([])
  }
  // Nor in the schema the code queries through.
  const described = { providers: t.providers, country_providers: t.countryProviders, sources: t.sources }
  for (const [table, columns] of Object.entries(OLD_COLUMNS)) {
    const names = Object.values(getTableColumns(described[table as keyof typeof described])).map(
      (column) => column.name,
    )
    expect(names.filter((name) => columns.includes(name))).toEqual([])
  }
  // And no code outside the migrations names a column of the old shape, or its old property names.
  const ROOT = path.resolve(__dirname, '../..')
  const pattern = new RegExp(
    `\\b(${[...new Set(Object.values(OLD_COLUMNS).flat())].filter((name) => name.includes('_') && !REUSED.includes(name)).join('|')}|semaglutidePrices|tirzepatidePrices|localPricing|statesKnown)\\b`,
  )
  const offenders: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (!['migrations', 'node_modules'].includes(entry.name)) walk(full)
      } else if (/\.(ts|tsx|mjs)$/.test(entry.name) && pattern.test(fs.readFileSync(full, 'utf8')))
        offenders.push(path.relative(ROOT, full))
    }
  }
  for (const dir of ['app', 'components', 'lib', 'scripts']) walk(path.join(ROOT, dir))
  expect(offenders).toEqual([])
})
