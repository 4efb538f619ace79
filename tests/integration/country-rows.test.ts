/**
 * The countries table keeps what the database needs of each registry country, its id and code (the
 * providers' links reference the id); config/countries.ts holds the rest. So a country added to the registry
 * needs no migration: the start command adds its row.
 */
import fs from 'node:fs'
import { asc, eq, sql } from 'drizzle-orm'
import { COUNTRIES } from '@/config/countries'
import { MIGRATIONS_FOLDER } from '@/lib/db/migrate'
import { prepareDatabase } from '@/lib/db/prepare'
import { countryRows, insertCountryRows } from '@/lib/db/seed'
import * as t from '@/lib/db/schema'
import { createTestDatabase, type TestDatabase } from '../helpers/database'

/**
 * A registry entry the site does not have, written as config/countries.ts writes one. ZZ is an ISO code kept
 * for private use, so no real country the registry gains takes it.
 */
const NEW_COUNTRY = {
  ...COUNTRIES[COUNTRIES.length - 1],
  id: String(Math.max(...COUNTRIES.map((country) => Number(country.id))) + 1),
  code: 'ZZ',
  isoCode: 'ZZ',
  slug: 'zz',
  name: 'Zedland',
  inSentence: 'Zedland',
  currency: 'ZZD',
  currencySymbol: 'Z$',
  path: '/zz',
  locale: 'en-ZZ',
  flag: '🏳️',
  payers: 'a private prescription',
}

const rowsOf = (database: TestDatabase) => database.db.select().from(t.countries).orderBy(asc(t.countries.id))

describe('the countries table', () => {
  // One fresh migrated database for the first two tests: the first only reads it.
  describe('in a fresh database', () => {
    let database: TestDatabase
    beforeAll(async () => {
      database = await createTestDatabase()
    })
    afterAll(() => database?.dispose())

    it('holds only what the database needs: no column for what the registry says of a country', async () => {
      const result = await database.db.execute(
        sql`select column_name from information_schema.columns where table_name = 'countries' order by column_name`,
      )
      const rows = (result as unknown as { rows?: { column_name: string }[] }).rows ?? (result as never)
      expect(rows.map((row) => row.column_name)).toEqual(['code', 'id', 'is_active'])
    })

    it('gains a new registry country’s row in a fresh database, through the migrations there are', async () => {
      const migrations = fs.readdirSync(MIGRATIONS_FOLDER)
      expect((await rowsOf(database)).map((row) => row.code)).not.toContain('ZZ')
      await insertCountryRows(database.db, [...COUNTRIES, NEW_COUNTRY])
      expect(await rowsOf(database)).toEqual(
        countryRows([...COUNTRIES, NEW_COUNTRY]).map((row) => ({ ...row, isActive: true })),
      )
      expect((await rowsOf(database)).at(-1)).toEqual({ id: NEW_COUNTRY.id, code: 'ZZ', isActive: true })
      expect(fs.readdirSync(MIGRATIONS_FOLDER)).toEqual(migrations)
    })
  })

  it('gets a registry country an existing database lacks when the site starts, keeping the rows it has', async () => {
    const database = await createTestDatabase({ seed: true })
    try {
      // As a database made before Australia joined the registry; and an editor's change to the US row.
      await database.db.delete(t.countries).where(eq(t.countries.code, 'AU'))
      await database.db.update(t.countries).set({ isActive: false }).where(eq(t.countries.code, 'US'))

      const { seeded } = await prepareDatabase(database)
      expect(seeded).toBe(false)
      expect(await rowsOf(database)).toEqual(countryRows().map((row) => ({ ...row, isActive: row.code !== 'US' })))
    } finally {
      await database.dispose()
    }
  })
})
