/**
 * Shared Jest module mocks for admin tests: Next's request APIs answer from tests/helpers/request-state,
 * and cache revalidation (which needs a running Next server) is recorded instead.
 * Use: `jest.mock('next/headers', () => require('../helpers/admin-mocks').nextHeaders)` and the same for next/cache.
 */
import { cookieJar, currentHeaders } from './request-state'

export const revalidated: string[] = []

export const nextHeaders = {
  headers: async () => currentHeaders(),
  cookies: async () => cookieJar(),
}

export const nextCache = {
  unstable_cache: (fn: unknown) => fn,
  revalidateTag: (tag: string) => revalidated.push(`tag:${tag}`),
  revalidatePath: (path: string) => revalidated.push(`path:${path}`),
  updateTag: (tag: string) => revalidated.push(`tag:${tag}`),
}
