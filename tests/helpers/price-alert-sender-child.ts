/**
 * Stands in for a server sending price alert mails (tests/integration/price-alerts-smtp.test.ts): opens the
 * database (argv: `pglite <folder>` or `postgres <url>`, the SMTP URL, the batch size), prints `READY <pid>`,
 * then runs the real sender, printing `SETTLED <email> <status>` after each delivery is recorded and `DONE`
 * at the end. The test SIGKILLs it mid-batch. Run it under `node --import tsx` so the kill hits this process.
 */
import { openPglite, openPostgres, setConnection } from '@/lib/db/client'
import { SmtpMailer } from '@/lib/integrations/mail'
import { sendPriceAlerts } from '@/lib/price-alert-sender'

async function main() {
  const [driver, target, smtpUrl, batchSize = '5'] = process.argv.slice(2)
  setConnection(driver === 'postgres' ? openPostgres(target, { max: 2 }) : openPglite(target))
  process.stdout.write(`READY ${process.pid}\n`)
  await sendPriceAlerts({
    mailer: new SmtpMailer(smtpUrl, { pool: true }),
    batchSize: Number(batchSize),
    workerId: `child-${process.pid}`,
    onSettled: ({ email, status }) => process.stdout.write(`SETTLED ${email} ${status}\n`),
  })
  process.stdout.write('DONE\n')
  process.exit(0)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
