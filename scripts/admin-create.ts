/**
 * npm run admin:create -- --email you@example.com
 * Creates an admin account (or resets its password). The password is asked for, never passed as an argument.
 */
import './load-env'
import readline from 'node:readline'
import { Writable } from 'node:stream'
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { createAdminAccount } from '@/lib/admin/accounts'
import { MIN_PASSWORD_LENGTH } from '@/lib/auth'
import { runMigrations } from '@/lib/db/migrate'
import { openForScript } from '@/lib/db/prepare'

async function ask(question: string, hidden: boolean): Promise<string> {
  let muted = false
  const output = new Writable({
    write(chunk, _encoding, callback) {
      if (!muted) process.stdout.write(chunk)
      callback()
    },
  })
  const rl = readline.createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY })
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close()
      if (hidden && process.stdin.isTTY) process.stdout.write('\n')
      resolve(answer)
    })
    muted = hidden && Boolean(process.stdin.isTTY)
  })
}

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' } } })
  const email = z.email().safeParse(values.email?.trim())
  if (!email.success) throw new Error('Usage: npm run admin:create -- --email you@example.com')
  const password = await ask(`Password for ${email.data} (at least ${MIN_PASSWORD_LENGTH} characters): `, true)
  if (process.stdin.isTTY && (await ask('Repeat the password: ', true)) !== password) throw new Error('The passwords do not match.')

  const connection = openForScript()
  try {
    await runMigrations(connection)
    const result = await createAdminAccount({ email: email.data, password })
    console.log(result.created ? `Admin ${result.email} created.` : `Admin ${result.email} updated: new password set.`)
  } finally {
    await connection.close()
  }
}

main().catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
