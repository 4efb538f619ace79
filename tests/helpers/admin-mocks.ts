/**
 * Shared Jest module mocks for admin tests: Next's request APIs answer from tests/helpers/request-state,
 * and cache revalidation (which needs a running Next server) is recorded instead.
 * Use: `jest.mock('next/headers', () => require('../helpers/admin-mocks').nextHeaders)` and the same for next/cache.
 */
import { cookieJar, currentHeaders } from './request-state'

export const revalidated: string[] = []

/** Next's draft mode, as a switch (app/api/preview turns it on and off). */
export const draftModeState = {
  isEnabled: false,
  enable() {
    this.isEnabled = true
  },
  disable() {
    this.isEnabled = false
  },
}

export const nextHeaders = {
  headers: async () => currentHeaders(),
  cookies: async () => cookieJar(),
  draftMode: async () => draftModeState,
}

export const nextCache = {
  unstable_cache: (fn: unknown) => fn,
  revalidateTag: (tag: string) => revalidated.push(`tag:${tag}`),
  revalidatePath: (path: string) => revalidated.push(`path:${path}`),
  updateTag: (tag: string) => revalidated.push(`tag:${tag}`),
}
