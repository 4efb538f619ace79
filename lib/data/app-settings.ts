import 'server-only'
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { getDb } from '@/lib/db/client'
import { appSettings } from '@/lib/db/schema'

/** The session-signing secret generated on first use when BETTER_AUTH_SECRET is not set; shared by every instance. */
export async function getOrCreateGeneratedSecret(): Promise<string> {
  const db = getDb()
  await db
    .insert(appSettings)
    .values({ key: 'auth_secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, 'auth_secret'))
  return row.value
}
