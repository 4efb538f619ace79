/**
 * Stands in for a server taking sign-ups: opens the database through the real data layer (argv: `pglite
 * <dir>` or `postgres <url>`, how many concurrent writers, a prefix that keeps this run's addresses and names
 * apart from earlier runs'), prints `READY <pid>`, then writes newsletter
 * subscriptions and provider submissions in a loop until killed. Each line `SUB <email>` or
 * `SUBMISSION <id> <name>` is printed only after that write has committed: it is the acknowledgement a
 * visitor would see. Run it under `node --import tsx` (not the tsx binary) so a SIGKILL hits this process.
 */
import { openPglite, openPostgres, setConnection } from '@/lib/db/client'
import { createProviderSubmission } from '@/lib/data/submissions'
import { subscribe } from '@/lib/data/subscriptions'
import { providerSubmissionSchema, submissionPayload } from '@/lib/validation/provider-submission'

async function writer(prefix: string, worker: number) {
  for (let i = 0; ; i++) {
    const email = `${prefix}-w${worker}-${i}@durability.example`
    // A new address always gets its confirmation mail; anything else means it was already stored.
    const { mail } = await subscribe({ email })
    if (mail !== 'confirm') throw new Error(`${email}: stored before (${mail})`)
    // Pipes are written synchronously on Linux: the line is in the pipe before the next write starts.
    process.stdout.write(`SUB ${email}\n`)

    const input = providerSubmissionSchema.parse({
      name: `Durability Clinic ${prefix}-${worker}-${i}`,
      website: `https://clinic-${worker}-${i}.example`,
      email: `owner-${worker}-${i}@clinic.example`,
      medications: ['Semaglutide'],
      agreedToTerms: 'on',
    })
    const id = await createProviderSubmission(
      input,
      submissionPayload(input, { timestamp: new Date().toISOString(), userAgent: 'durability-test' }),
    )
    process.stdout.write(`SUBMISSION ${id} ${input.name}\n`)
  }
}

async function main() {
  const [driver, target, concurrency = '4', prefix = 'run'] = process.argv.slice(2)
  const connection = driver === 'postgres' ? openPostgres(target, { max: Number(concurrency) }) : openPglite(target)
  setConnection(connection)
  process.stdout.write(`READY ${process.pid}\n`)
  await Promise.all(Array.from({ length: Number(concurrency) }, (_, worker) => writer(prefix, worker)))
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
