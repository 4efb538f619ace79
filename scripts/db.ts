/**
 * npm run db:migrate | db:seed | db:reset | db:backup [-- <file>] | db:restore -- <file>,
 * against PGlite (.data/) or DATABASE_URL. `db:seed -- --fixtures` (and db:reset) seeds the tests' fictional
 * providers instead of the sourced data set: for the e2e server, never for a site.
 * `build` is `npm run build`'s first step (prebuild): see prepareForBuild.
 */
import './load-env'
import { env } from '@/lib/env'
import { backupDatabase, restoreDatabase, targetFromSettings } from '@/lib/db/backup'
import { runMigrations } from '@/lib/db/migrate'
import { openForScript, prepareDatabase } from '@/lib/db/prepare'
import { dropEverything } from '@/lib/db/reset'
import { seedDatabase } from '@/lib/db/seed'

const [command, ...rest] = process.argv.slice(2)
const fixtures = rest.includes('--fixtures')
const file = rest.find((arg) => arg !== '--fixtures')
const target = env.DATABASE_URL ? 'Postgres (DATABASE_URL)' : `embedded PGlite at ${env.PGLITE_DIR}`
const USAGE = 'Usage: tsx scripts/db.ts build|migrate|seed [--fixtures]|reset [--fixtures]|backup [file]|restore <file>'

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`

async function backup() {
  const started = Date.now()
  const result = await backupDatabase(targetFromSettings(), file)
  console.log(
    `Backed up ${target} to ${result.file} (${kb(result.bytes)}: ${result.tables} tables, ${result.rows} rows, ` +
      `${result.migrations} migrations) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  )
}

async function restore() {
  if (!file)
    throw new Error(`Which backup? npm run db:restore -- <file> (db:backup writes them to backups/).\n${USAGE}`)
  const started = Date.now()
  const result = await restoreDatabase(targetFromSettings(), file)
  console.log(
    `Restored ${target} from ${result.file}: ${result.tables} tables, ${result.rows} rows, ${result.migrations} migrations, ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  )
  if (result.previousDataDir)
    console.log(`The folder as it was before is kept at ${result.previousDataDir} (delete it when no longer needed).`)
  console.log(
    'Restart the server (it applies any newer migrations on start) and clear its caches so pages show the restored data.',
  )
}

async function migrateOrSeed() {
  const connection = openForScript()
  try {
    if (command === 'reset') {
      await dropEverything(connection)
      console.log(`Dropped every table in ${target}.`)
    }
    const applied = await runMigrations(connection)
    console.log(
      applied ? `${applied} migration(s) applied to ${target}.` : `${target} is up to date: no migration pending.`,
    )
    if (command !== 'migrate') {
      if (fixtures) {
        // Imported only here: the fixtures live with the tests.
        const { fixtureProviderSeeds } = await import('../tests/fixtures/providers')
        await seedDatabase(connection.db, { providers: fixtureProviderSeeds() })
        console.log('Test fixtures seeded (fictional providers; existing rows kept).')
      } else {
        await seedDatabase(connection.db)
        console.log('Sourced providers and sample content seeded (existing rows kept).')
      }
    }
  } finally {
    await connection.close()
  }
}

/**
 * With DATABASE_URL the build prerenders every data page from Postgres, so the database must be ready first:
 * this does what `npm start` does before serving (migrate, seed a database with no data yet, first admin from
 * ADMIN_EMAIL/ADMIN_PASSWORD). On Vercel it is the only place migrations run. The embedded database is never
 * opened by a build (README, Database): `npm start` migrates it.
 */
async function prepareForBuild() {
  if (!env.DATABASE_URL) {
    if (process.env.VERCEL) {
      throw new Error(
        'DATABASE_URL is not set for this Vercel deployment. The embedded database cannot serve on Vercel (no writable ' +
          "disk shared by its functions): set DATABASE_URL in the project's Environment Variables, for Production and for " +
          'Preview (a database of its own), and deploy again.',
      )
    }
    console.log(
      'Build: embedded database, not opened by the build (its pages render on first request; npm start migrates it).',
    )
    return
  }
  const connection = openForScript()
  try {
    const applied = await runMigrations(connection)
    const { seeded, adminCreated } = await prepareDatabase(connection)
    console.log(
      `Build: ${applied ? `${applied} migration(s) applied to` : 'no migration pending in'} ${target}` +
        `${seeded ? ', seeded with the sourced providers and sample content' : ''}${adminCreated ? `, first admin ${adminCreated}` : ''}.`,
    )
  } finally {
    await connection.close()
  }
}

async function main() {
  if (command === 'build') return prepareForBuild()
  if (command === 'backup') return backup()
  if (command === 'restore') return restore()
  if (['migrate', 'seed', 'reset'].includes(command)) return migrateOrSeed()
  throw new Error(USAGE)
}

main().catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
