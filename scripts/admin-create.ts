/**
 * npm run admin:create -- --email you@example.com [--role user]
 * Creates an admin account (or resets its password). The password is asked for, never passed as an argument;
 * piped on standard input when that is not a terminal. `--role user` creates a plain account without admin
 * rights (sign-up is closed, so this is the only way to make one; the e2e tests need one to prove that a
 * signed-in non-admin is refused).
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
  const { values } = parseArgs({ options: { email: { type: 'string' }, role: { type: 'string', default: 'admin' } } })
  const email = z.email().safeParse(values.email?.trim())
  const role = z.enum(['admin', 'user']).safeParse(values.role)
  if (!email.success || !role.success)
    throw new Error('Usage: npm run admin:create -- --email you@example.com [--role admin|user]')
  const admin = role.data === 'admin'
  const password = await ask(`Password for ${email.data} (at least ${MIN_PASSWORD_LENGTH} characters): `, true)
  if (process.stdin.isTTY && (await ask('Repeat the password: ', true)) !== password)
    throw new Error('The passwords do not match.')

  const connection = openForScript()
  try {
    await runMigrations(connection)
    const result = await createAdminAccount({ email: email.data, password, admin })
    const who = admin ? 'Admin' : 'User'
    console.log(
      result.created ? `${who} ${result.email} created.` : `${who} ${result.email} updated: new password set.`,
    )
  } finally {
    await connection.close()
  }
}

main().catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
