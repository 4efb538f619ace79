/** npm run db:migrate | db:seed | db:reset, against PGlite (.data/) or DATABASE_URL. */
import { env } from '@/lib/env'
import { runMigrations } from '@/lib/db/migrate'
import { openForScript } from '@/lib/db/prepare'
import { dropEverything } from '@/lib/db/reset'
import { seedDatabase } from '@/lib/db/seed'

const command = process.argv[2]
const target = env.DATABASE_URL ? 'Postgres (DATABASE_URL)' : `embedded PGlite at ${env.PGLITE_DIR}`

async function main() {
  if (!['migrate', 'seed', 'reset'].includes(command)) throw new Error('Usage: tsx scripts/db.ts migrate|seed|reset')
  const connection = openForScript()
  try {
    if (command === 'reset') {
      await dropEverything(connection)
      console.log(`Dropped every table in ${target}.`)
    }
    await runMigrations(connection)
    console.log(`Migrations applied to ${target}.`)
    if (command !== 'migrate') {
      await seedDatabase(connection.db)
      console.log('Sample data seeded (existing rows kept).')
    }
  } finally {
    await connection.close()
  }
}

main().catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
