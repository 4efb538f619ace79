import 'server-only'
import { sql } from 'drizzle-orm'
import { getDb } from '@/lib/db/client'

export async function checkDatabase(): Promise<boolean> {
  try {
    await getDb().execute(sql`select 1`)
    return true
  } catch (error) {
    console.error('Health check: database unreachable', error)
    return false
  }
}
