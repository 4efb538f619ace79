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

  let copied = 0
  for (const [key, value] of input.visitorParams) {
    if (copied >= MAX_COPIED_PARAMS) break
    if (RESERVED_OUTBOUND_PARAMS.has(key) || !key || key.length > MAX_KEY_LENGTH || value.length > MAX_VALUE_LENGTH) continue
    url.searchParams.set(key, value)
    copied++
  }
  for (const [key, value] of new URLSearchParams(input.utm)) url.searchParams.set(key, value)
  for (const [key, value] of Object.entries(input.affiliateParams)) url.searchParams.set(key, value)
  return url.toString()
}
