import 'server-only'
import { headers } from 'next/headers'
import { clientAddress, UNKNOWN_CLIENT } from '@/lib/http/client-address'
import { env } from '@/lib/env'

/**
 * The scope scripts/server.mjs (the production server of `npm start`) opens around every request, shared
 * through globalThis because the server and the app's bundles are different module graphs. It carries the
 * socket's address, which no client can write. `next dev` and serverless hosts open no scope: there the
 * address comes from the TRUST_PROXY header only, and with `none` every client shares one bucket.
 */
export type RequestScope = { databaseUnavailable: boolean; remoteAddress?: string }
type ScopeHolder = { __vialscoreRequestScope?: { getStore(): RequestScope | undefined } }

export function socketAddress(): string | undefined {
  return (globalThis as ScopeHolder).__vialscoreRequestScope?.getStore()?.remoteAddress
}

/**
 * The header through which Better Auth learns the address we resolved (its `ipAddressHeaders` names only
 * this one). Set on every request we hand it, replacing whatever a client sent under the same name.
 */
export const CLIENT_ADDRESS_HEADER = 'x-vialscore-client-address'

/** The client's address in a route handler (lib/http/client-address.ts; 'unknown' when none is known). */
export function clientAddressOf(request: Request): string {
  return clientAddress({
    header: (name) => request.headers.get(name),
    socketAddress: socketAddress(),
    trustProxy: env.TRUST_PROXY,
  })
}

/** The same, inside a server action or server component. */
export async function currentClientIp(): Promise<string> {
  try {
    const list = await headers()
    return clientAddress({
      header: (name) => list.get(name),
      socketAddress: socketAddress(),
      trustProxy: env.TRUST_PROXY,
    })
  } catch {
    // Called outside a request (scripts, tests): one shared bucket.
    return clientAddress({ header: () => null, socketAddress: socketAddress(), trustProxy: env.TRUST_PROXY })
  }
}

/**
 * What Better Auth is told when no address is known: it reads only a valid IP, and without one it logs a
 * warning and counts by path alone. The unspecified address keeps those clients in one bucket of ours.
 */
export const UNKNOWN_CLIENT_STAND_IN = '0.0.0.0'

/** A copy of `source` that tells Better Auth the resolved client address (CLIENT_ADDRESS_HEADER). */
export function withClientAddress(source: Headers, address: string): Headers {
  const copy = new Headers(source)
  copy.set(CLIENT_ADDRESS_HEADER, address === UNKNOWN_CLIENT ? UNKNOWN_CLIENT_STAND_IN : address)
  return copy
}

/** This request's headers for a Better Auth call made from a server action (auth.api.*). */
export async function authRequestHeaders(): Promise<Headers> {
  return withClientAddress(await headers(), await currentClientIp())
}
