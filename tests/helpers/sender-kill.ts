import { spawn } from 'node:child_process'
import path from 'node:path'
import type { LocalSmtpServer, ReceivedMail } from './local-smtp'

const ROOT = path.resolve(__dirname, '../..')

/**
 * Runs `job`'s sender on the job queue in a child process (tests/helpers/sender-child.ts) and SIGKILLs it when
 * the SMTP server has the `killAfter`th of the mails `isOurs` picks but has not answered it: the sender dies
 * waiting for its 250. Resolves with the deliveries the child recorded and the address whose mail was in flight.
 */
export function sendUntilKilled({
  job,
  target,
  smtp,
  smtpUrl,
  isOurs,
  killAfter,
  batch,
}: {
  job: 'newsletter' | 'price-alerts'
  target: { driver: 'pglite' | 'postgres'; location: string }
  smtp: LocalSmtpServer
  smtpUrl: string
  isOurs: (mail: ReceivedMail) => boolean
  killAfter: number
  batch: number
}): Promise<{ settled: string[]; heldFor: string }> {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } as NodeJS.ProcessEnv
  for (const name of ['DATABASE_URL', 'NODE_OPTIONS', 'VIALSCORE_DB_LOCK_HOLDER']) delete env[name]
  // node --import tsx, not the tsx binary: tsx would run the script in a grandchild the kill would miss.
  const child = spawn(
    process.execPath,
    [
      '--conditions=react-server',
      '--import',
      'tsx',
      'tests/helpers/sender-child.ts',
      job,
      target.driver,
      target.location,
      smtpUrl,
      String(batch),
    ],
    { cwd: ROOT, env },
  )
  const settled: string[] = []
  let heldFor = ''
  let stderr = ''
  let seen = 0
  smtp.beforeAnswer = (mail: ReceivedMail) => {
    if (!isOurs(mail) || ++seen < killAfter) return 'answer'
    heldFor = mail.to[0]
    child.kill('SIGKILL')
    return 'hold'
  }
  return new Promise((resolve, reject) => {
    let pending = ''
    child.stdout.on('data', (chunk) => {
      pending += chunk
      const lines = pending.split('\n')
      pending = lines.pop()!
      for (const line of lines) if (line.startsWith('SETTLED ')) settled.push(line)
    })
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('close', (code, signal) => {
      smtp.beforeAnswer = () => 'answer'
      if (signal === 'SIGKILL') resolve({ settled, heldFor })
      else reject(new Error(`the sender stopped by itself (exit ${code}) before it was killed:\n${stderr}`))
    })
  })
}
