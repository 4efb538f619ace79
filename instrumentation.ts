import { isDatabaseUnavailable } from '@/lib/db/errors'

type RequestScope = { databaseUnavailable: boolean }

/**
 * Marks the request when a page failed because the database could not be reached, so the production server
 * (scripts/server.mjs) answers 503 with Retry-After instead of 500. It must not await before setting the
 * mark: Next writes the status right after this hook starts.
 */
export function onRequestError(error: unknown) {
  const scope = (globalThis as { __vialscoreRequestScope?: { getStore(): RequestScope | undefined } }).__vialscoreRequestScope?.getStore()
  if (scope && isDatabaseUnavailable(error)) scope.databaseUnavailable = true
}
