// Exits 0 when the Postgres (CI_POSTGRES_URL) and Redis (REDIS_TEST_URL) that the two-instance tests use
// both answer within a few seconds, else 1. `--postgres`: the Postgres alone (the database tests' pass on it).
import postgres from 'postgres'
import { createClient } from 'redis'

const pgUrl = process.env.CI_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379'

async function postgresUp() {
  const sql = postgres(pgUrl, { max: 1, connect_timeout: 5, onnotice: () => {} })
  try {
    await sql`select 1`
    return true
  } catch {
    return false
  } finally {
    await sql.end({ timeout: 1 })
  }
}

async function redisUp() {
  const client = createClient({ url: redisUrl, socket: { connectTimeout: 3_000, reconnectStrategy: false } })
  client.on('error', () => undefined)
  try {
    await client.connect()
    await client.ping()
    await client.close()
    return true
  } catch {
    return false
  }
}

const postgresOnly = process.argv.includes('--postgres')
const [pg, redis] = await Promise.all([postgresUp(), postgresOnly ? true : redisUp()])
process.exit(pg && redis ? 0 : 1)
