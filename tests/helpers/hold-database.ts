/**
 * Stands in for a running server: opens the embedded database at argv[2] (taking its lock), migrates, seeds,
 * adds argv[3] keyword rows, prints READY and its pid (tsx runs it in a child process), and keeps the database open until SIGTERM, then closes it cleanly.
 */
import { openPglite } from '@/lib/db/client'
import { runMigrations } from '@/lib/db/migrate'
import { trendingKeywords } from '@/lib/db/schema'
import { seedDatabase } from '@/lib/db/seed'
import { fixtureProviderSeeds } from '../fixtures/providers'

async function main() {
  const [dataDir, extraRows = '0'] = process.argv.slice(2)
  const connection = openPglite(dataDir)
  await runMigrations(connection)
  await seedDatabase(connection.db, { providers: fixtureProviderSeeds() })
  for (let i = 0; i < Number(extraRows); i++) {
    await connection.db
      .insert(trendingKeywords)
      .values({ keyword: `held keyword ${i}`, searchVolume: i, trendScore: i % 100 })
  }
  process.on('SIGTERM', async () => {
    await connection.close()
    process.exit(0)
  })
  console.log(`READY ${process.pid}`)
  setInterval(() => {}, 1000)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
