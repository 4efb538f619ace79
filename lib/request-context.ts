import 'server-only'
import { headers } from 'next/headers'
import { clientAddress, UNKNOWN_CLIENT } from '@/lib/http/client-address'
import { env } from '@/lib/env'

/** Opened by scripts/server.mjs per request, via globalThis (separate module graphs); absent in dev and serverless. */
export type RequestScope = { databaseUnavailable: boolean; remoteAddress?: string }
type ScopeHolder = { __vialscoreRequestScope?: { getStore(): RequestScope | undefined } }

export function socketAddress(): string | undefined {
  return (globalThis as ScopeHolder).__vialscoreRequestScope?.getStore()?.remoteAddress
}

/** Better Auth's only `ipAddressHeaders` entry; we overwrite whatever a client sent under it. */
export const CLIENT_ADDRESS_HEADER = 'x-vialscore-client-address'

export function clientAddressOf(request: Request): string {
  return clientAddress({
    header: (name) => request.headers.get(name),
    socketAddress: socketAddress(),
    trustProxy: env.TRUST_PROXY,
  })
}

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

/** Better Auth needs a valid IP (else it warns and counts by path alone); this keeps unknowns in one bucket. */
export const UNKNOWN_CLIENT_STAND_IN = '0.0.0.0'

export function withClientAddress(source: Headers, address: string): Headers {
  const copy = new Headers(source)
  copy.set(CLIENT_ADDRESS_HEADER, address === UNKNOWN_CLIENT ? UNKNOWN_CLIENT_STAND_IN : address)
  return copy
}

export async function authRequestHeaders(): Promise<Headers> {
  return withClientAddress(await headers(), await currentClientIp())
}
