/**
 * Stands in for a server running one of the mail senders as a job (tests/integration/newsletter-smtp.test.ts,
 * price-alerts-smtp.test.ts): opens the database (argv: the job, `newsletter` or `price-alerts`, then
 * `pglite <folder>` or `postgres <url>`, the SMTP URL, the batch size), starts the job queue on it, announces the
 * job and prints `READY <pid>`; the queue's worker runs the real sender, which prints `SETTLED <email> <status>`
 * after each delivery is recorded, and exits when the run ends. The test SIGKILLs it mid-batch. Run it under `node --import tsx` so the kill
 * hits this process.
 */
import { openPglite, openPostgres, setConnection } from '@/lib/db/client'
import { SmtpMailer } from '@/lib/integrations/mail'
import { startJobQueue } from '@/lib/jobs/queue'
import { sendQueuedIssues } from '@/lib/newsletter-sender'
import { sendPriceAlerts } from '@/lib/price-alert-sender'
import { jobsWith, TEST_QUEUE_SETTINGS } from './jobs'

async function main() {
  const [job, driver, target, smtpUrl, batchSize = '5'] = process.argv.slice(2)
  const connection = driver === 'postgres' ? openPostgres(target, { max: 2 }) : openPglite(target)
  setConnection(connection)
  const options = {
    mailer: new SmtpMailer(smtpUrl, { pool: true }),
    batchSize: Number(batchSize),
    workerId: `child-${process.pid}`,
    onSettled: ({ email, status }: { email: string; status: string }) =>
      process.stdout.write(`SETTLED ${email} ${status}\n`),
  }
  const send = job === 'newsletter' ? () => sendQueuedIssues(options) : () => sendPriceAlerts(options)
  // A run that ends was not killed: the test says so.
  const run = async () => {
    await send()
    process.exit(0)
  }
  const queue = await startJobQueue(connection, jobsWith({ [job]: run }), TEST_QUEUE_SETTINGS)
  await queue.enqueue(job as 'newsletter' | 'price-alerts')
  process.stdout.write(`READY ${process.pid}\n`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
