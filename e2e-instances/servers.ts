import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import postgres from 'postgres'

export const POSTGRES_URL = process.env.CI_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
export const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379'
export const ADMIN = { email: 'admin@vialscore.test', password: 'instances-admin-password-2026' }

/** A new, empty database on the Postgres server, dropped by `drop()`. */
export async function createDatabase() {
  const name = `vialscore_instances_${randomBytes(5).toString('hex')}`
  const admin = postgres(POSTGRES_URL, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database ${name}`)
  return {
    name,
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}

export type Instance = { url: string; process: ChildProcess; stop: () => Promise<void> }

/** `npm start`'s wrapper (migrate, seed, first admin, production server) on the existing build. */
export async function startInstance(port: number, env: Record<string, string>): Promise<Instance> {
  const child = spawn('npx', ['tsx', '--conditions=react-server', 'scripts/run-next.ts', 'start', '-p', String(port)], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', SITE_URL: `http://127.0.0.1:${port}`, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, GEO_REDIRECT: 'false', ...env },
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let errors = ''
  child.stderr?.on('data', (chunk) => {
    errors = (errors + chunk).slice(-4000)
    // INSTANCES_DEBUG=1 shows the servers' errors as they happen.
    if (process.env.INSTANCES_DEBUG) process.stderr.write(`[${port}] ${chunk}`)
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server on ${port} exited: ${errors}`)
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false)
    if (ok) break
    if (Date.now() > deadline) throw new Error(`The server on ${port} did not start: ${errors}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return {
    url,
    process: child,
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      process.kill(-child.pid!, 'SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL')
    },
  }
}
