/** Our own query parameters on /go/ links, never passed on to a provider. */
export const RESERVED_OUTBOUND_PARAMS = new Set(['country', 'from'])

const MAX_COPIED_PARAMS = 20
const MAX_KEY_LENGTH = 64
const MAX_VALUE_LENGTH = 256

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/** The parameters of a query string worth carrying to a provider: not ours, within the size limits. */
export function carriedParams(params: URLSearchParams): [string, string][] {
  const carried: [string, string][] = []
  for (const [key, value] of params) {
    if (carried.length >= MAX_COPIED_PARAMS) break
    if (RESERVED_OUTBOUND_PARAMS.has(key) || !key || key.length > MAX_KEY_LENGTH || value.length > MAX_VALUE_LENGTH) continue
    carried.push([key, value])
  }
  return carried
}

/**
 * A /go/ link with the landing page's parameters (gclid, utm_*, ...) added, those already on the link kept:
 * a cached page cannot carry each visitor's parameters, so the browser adds them when the link is followed.
 */
export function withLandingParams(href: string, landing: readonly [string, string][]): string {
  const url = new URL(href, 'http://site.invalid')
  for (const [key, value] of landing) if (!url.searchParams.has(key)) url.searchParams.set(key, value)
  return `${url.pathname}${url.search}`
}

/**
 * The URL a /go/ link redirects to: always the provider's stored URL (never one from the request, so this
 * is no open redirect), with the visitor's own query parameters copied on, then our UTM parameters, then
 * the provider's affiliate parameters, each later set winning over the earlier.
 */
export function buildOutboundUrl(input: {
  storedUrl: string
  visitorParams: URLSearchParams
  utm: string
  affiliateParams: Record<string, string>
}): string {
  if (!isHttpUrl(input.storedUrl)) throw new Error('A provider URL must be an http(s) URL')
  const url = new URL(input.storedUrl)

  for (const [key, value] of carriedParams(input.visitorParams)) url.searchParams.set(key, value)
  for (const [key, value] of new URLSearchParams(input.utm)) url.searchParams.set(key, value)
  for (const [key, value] of Object.entries(input.affiliateParams)) url.searchParams.set(key, value)
  return url.toString()
}
