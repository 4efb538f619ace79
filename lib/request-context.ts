import 'server-only'
import { headers } from 'next/headers'

/**
 * The client's address for rate limiting: the first hop of X-Forwarded-For (set by the host's proxy),
 * else X-Real-IP. Unknown clients share one bucket rather than escaping the limit.
 */
export function clientIpFrom(getHeader: (name: string) => string | null): string {
  const forwarded = getHeader('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || getHeader('x-real-ip')?.trim() || 'unknown'
}

/** The same, inside a server action or server component. */
export async function currentClientIp(): Promise<string> {
  try {
    const list = await headers()
    return clientIpFrom((name) => list.get(name))
  } catch {
    // Called outside a request (scripts, tests): one shared bucket.
    return 'unknown'
  }
}
