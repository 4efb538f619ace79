import 'server-only'
import { and, eq, sql } from 'drizzle-orm'
import { getDb } from '@/lib/db/client'
import { adminUsers, loginAttempts } from '@/lib/db/schema'

export async function isActiveAdmin({ email }: { email: string }): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.email, email.toLowerCase()), eq(adminUsers.isActive, true)))
  return Boolean(row)
}

export async function upsertAdmin({ email }: { email: string }) {
  await getDb()
    .insert(adminUsers)
    .values({ email: email.toLowerCase(), isActive: true })
    .onConflictDoUpdate({ target: adminUsers.email, set: { isActive: true } })
}

// --- Lockout ----------------------------------------------------------------------------------------------

export const LOCKOUT = { maxFailures: 5, minutes: 15 } as const

/** When the account is locked, the time it opens again; otherwise null. */
export async function lockedUntil({ email }: { email: string }): Promise<Date | null> {
  const [row] = await getDb().select().from(loginAttempts).where(eq(loginAttempts.email, email.toLowerCase()))
  return row?.lockedUntil && row.lockedUntil > new Date() ? row.lockedUntil : null
}

/** Counts a failure; the fifth in a row locks the account for LOCKOUT.minutes. */
export async function recordFailedLogin({ email }: { email: string }) {
  const lockAt = new Date(Date.now() + LOCKOUT.minutes * 60_000)
  await getDb()
    .insert(loginAttempts)
    .values({ email: email.toLowerCase(), failedCount: 1 })
    .onConflictDoUpdate({
      target: loginAttempts.email,
      set: {
        // A lock that has run out starts a fresh count.
        failedCount: sql`case when ${loginAttempts.lockedUntil} is not null and ${loginAttempts.lockedUntil} <= now() then 1 else ${loginAttempts.failedCount} + 1 end`,
        lockedUntil: sql`case
          when ${loginAttempts.lockedUntil} is not null and ${loginAttempts.lockedUntil} <= now() then null
          when ${loginAttempts.failedCount} + 1 >= ${LOCKOUT.maxFailures} then ${lockAt.toISOString()}::timestamptz
          else ${loginAttempts.lockedUntil} end`,
        updatedAt: new Date(),
      },
    })
}

export async function clearFailedLogins({ email }: { email: string }) {
  await getDb().delete(loginAttempts).where(eq(loginAttempts.email, email.toLowerCase()))
}
