import { randomBytes } from 'node:crypto'
import postgres from 'postgres'
import { launchProductionServer } from '../scripts/production-server'

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

export type Instance = { url: string; stop: () => Promise<void> }

/** The production server (scripts/production-server.ts) on the existing build; INSTANCES_DEBUG=1 shows its output. */
export async function startInstance(port: number, env: Record<string, string>): Promise<Instance> {
  const server = await launchProductionServer(
    port,
    { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, GEO_REDIRECT: 'false', ...env },
    { readyTimeoutMs: 120_000, echo: process.env.INSTANCES_DEBUG ? process.stderr : undefined },
  )
  return { url: server.origin, stop: server.stop }
}
