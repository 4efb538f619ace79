/** Only tracking parameters: `aff_id` or `redirect=` would let a link's author take commission or chain redirects. */
export const CARRIED_PARAM_LIMITS = {
  names: ['gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid'],
  prefixes: ['utm_'],
  maxParams: 20,
  maxKeyLength: 64,
  maxValueLength: 256,
}
export type CarriedParamLimits = typeof CARRIED_PARAM_LIMITS

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/** Self-contained (no imports): it also runs as inline script source (components/providers/landing-params.tsx). */
export function carriedParams(
  params: URLSearchParams,
  limits: CarriedParamLimits = CARRIED_PARAM_LIMITS,
): [string, string][] {
  const carried: [string, string][] = []
  for (const [key, value] of params) {
    if (carried.length >= limits.maxParams) break
    const allowed =
      limits.names.includes(key) ||
      limits.prefixes.some((prefix) => key.startsWith(prefix) && key.length > prefix.length)
    if (!allowed || key.length > limits.maxKeyLength || value.length > limits.maxValueLength) continue
    carried.push([key, value])
  }
  return carried
}

/** A cached page cannot carry each visitor's parameters, so the browser adds them; self-contained for that reason. */
export function withLandingParams(href: string, landing: readonly [string, string][]): string {
  const url = new URL(href, 'http://site.invalid')
  for (const [key, value] of landing) if (!url.searchParams.has(key)) url.searchParams.set(key, value)
  return `${url.pathname}${url.search}`
}

/** Always the stored URL, never one from the request (no open redirect); later parameter sets win. */
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
