import { eq } from 'drizzle-orm'
import { createAdminAccount } from '@/lib/admin/accounts'
import { signInAdmin } from '@/lib/actions/admin-session'
import type { Database } from '@/lib/db/client'
import { providers } from '@/lib/db/schema'
import { setRateLimitStore } from '@/lib/rate-limit'
import { resetRequest } from './request-state'

/** A form's fields as FormData, as a browser posts them (a list value repeats its key). */
export function formData(fields: Record<string, string | string[]>) {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) data.append(key, item)
  return data
}

/**
 * An admin account, signed in for the rest of the test file (next/headers mocked: tests/helpers/admin-mocks.ts),
 * with the rate limits out of the way.
 */
export async function signInTestAdmin(admin: { email: string; password: string }) {
  setRateLimitStore({ hit: async () => ({ count: 1, resetAt: Date.now() + 60_000 }) })
  await createAdminAccount(admin)
  resetRequest()
  await signInAdmin(null, formData(admin))
}

/** A seeded provider's id, by its slug. */
export async function providerIdOf(db: Database, slug: string): Promise<string> {
  const [row] = await db.select({ id: providers.id }).from(providers).where(eq(providers.slug, slug))
  return row.id
}
