import { AsyncLocalStorage } from 'node:async_hooks'
import type { RequestScope } from '@/lib/request-context'

/**
 * The per-request scope scripts/server.mjs opens for every request, carrying the socket's address: code run
 * inside `fromSocket(address, work)` sees that address as the TCP peer, as it would under `npm start`.
 */
const holder = globalThis as typeof globalThis & { __vialscoreRequestScope?: AsyncLocalStorage<RequestScope> }
const scope = (holder.__vialscoreRequestScope ??= new AsyncLocalStorage<RequestScope>())

export function fromSocket<T>(remoteAddress: string, work: () => Promise<T>): Promise<T> {
  return scope.run({ databaseUnavailable: false, remoteAddress }, work)
}
