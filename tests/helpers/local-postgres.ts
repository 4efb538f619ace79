import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import postgres from 'postgres'

/** The Postgres server for tests that need one of their own databases whatever the test mode. */
export const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/** Checked once, synchronously, so that `describe` can choose before any test is collected. */
function serverReachable(): boolean {
  const { hostname, port } = new URL(SERVER_URL)
  const probe = `require('net').connect(${Number(port || 5432)}, ${JSON.stringify(hostname)}).on('connect', () => process.exit(0)).on('error', () => process.exit(1))`
  return spawnSync(process.execPath, ['-e', probe], { timeout: 5000 }).status === 0
}

/**
 * `describe` when the server answers, `describe.skip` only when it does not and this is not CI: CI runs a
 * server, so there an unreachable server fails the tests instead of hiding them.
 */
export const describeWithPostgres = serverReachable() || process.env.CI ? describe : describe.skip

/** A new empty database on the server; drop() removes it (and ends any connection left on it). */
export async function createScratchDatabase(
  prefix: string,
): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`
  const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database ${name}`)
  const url = new URL(SERVER_URL)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    name,
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}
