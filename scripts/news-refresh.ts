/** npm run news:refresh: reads the news feeds into the database (the same job as /api/cron/news). */
import './load-env'
import { runMigrations } from '@/lib/db/migrate'
import { openForScript } from '@/lib/db/prepare'
import { refreshNewsIfDue } from '@/lib/integrations/news/refresh'

async function main() {
  const connection = openForScript()
  try {
    await runMigrations(connection)
    const { ran, reports } = await refreshNewsIfDue({ force: true })
    if (!ran) console.log('Another refresh is running; nothing done.')
    for (const report of reports) {
      console.log(
        report.error
          ? `skipped ${report.feed}: ${report.error}`
          : `${report.feed}: ${report.fetched} read, ${report.relevant} about GLP-1, ${report.added} new`,
      )
    }
    console.log(
      'A running server shows the new items after its daily revalidation, or at once after "Clear All Caches" in admin.',
    )
  } finally {
    await connection.close()
  }
}

main().catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
