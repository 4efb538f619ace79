/**
 * Which of a visitor's query parameters /go/ passes on: only the landing page's own tracking parameters (an
 * ad's click id, utm_*), at most 20, each within the size limits. Anything else (`aff_id`, `ref`,
 * `redirect=//elsewhere`) would let a link's author rewrite the provider's URL: claim the affiliate
 * commission, or chain the provider's own redirects. Plain data: the landing-parameters script receives it as
 * JSON.
 */
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

/**
 * The parameters of a query string worth carrying to a provider: tracking parameters of the allow-list,
 * within the size limits. Self-contained (no other module names, limits passed in): it also runs in the
 * browser as inline script source (components/providers/landing-params.tsx).
 */
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

/**
 * A /go/ link with the landing page's parameters (gclid, utm_*, ...) added, those already on the link kept:
 * a cached page cannot carry each visitor's parameters, so the browser adds them when the link is followed.
 * Self-contained like carriedParams: it runs in the browser too.
 */
export function withLandingParams(href: string, landing: readonly [string, string][]): string {
  const url = new URL(href, 'http://site.invalid')
  for (const [key, value] of landing) if (!url.searchParams.has(key)) url.searchParams.set(key, value)
  return `${url.pathname}${url.search}`
}

/**
 * The URL a /go/ link redirects to: always the provider's stored URL (never one from the request, so this
 * is no open redirect), with the visitor's tracking parameters of the allow-list copied on, then our UTM
 * parameters, then the provider's affiliate parameters, each later set winning over the earlier.
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
