/**
 * Where a provider logo may come from: an uploaded file served by this site (`/media/{id}`), or an https
 * address on a host named in the IMAGE_HOSTS setting. The same list feeds next.config's
 * `images.remotePatterns` (Next's optimizer fetches only from there), the admin form's check and the card's
 * render-time check, so a logo the optimizer would refuse is never saved or drawn.
 *
 * Imported by next.config.ts: relative imports only (no `@/` alias there).
 */

/** A host name as IMAGE_HOSTS lists it: lowercase labels, no scheme, port, path or wildcard. */
const HOST_PATTERN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/

/** The path an uploaded image is served at (app/media/[id]/route.ts). */
export const MEDIA_PATH_PATTERN = /^\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export const mediaPath = (id: string) => `/media/${id}`

/**
 * IMAGE_HOSTS as a list: comma- or space-separated host names, lowercased. Returns the entries that are not
 * host names in `invalid` so the settings check can name them.
 */
export function parseImageHosts(value: string | undefined): { hosts: string[]; invalid: string[] } {
  const entries = (value ?? '')
    .split(/[\s,]+/)
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
  return {
    hosts: [...new Set(entries.filter((entry) => HOST_PATTERN.test(entry)))],
    invalid: entries.filter((entry) => !HOST_PATTERN.test(entry)),
  }
}

/** next.config's `images.remotePatterns` for the hosts: https on the default port, any path. */
export function imageRemotePatterns(hosts: readonly string[]) {
  return hosts.map((hostname) => ({ protocol: 'https' as const, hostname, port: '', pathname: '/**' }))
}

export type LogoUrlCheck = { ok: true } | { ok: false; reason: 'not_url' | 'not_https' | 'host' }

/**
 * Whether a logo address can be drawn: an uploaded file's path, or https on an allowed host with no port and
 * no user name (the optimizer's patterns match neither).
 */
export function checkLogoUrl(value: string, hosts: readonly string[]): LogoUrlCheck {
  if (MEDIA_PATH_PATTERN.test(value)) return { ok: true }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return { ok: false, reason: 'not_url' }
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') {
    if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password)
      return { ok: false, reason: 'not_https' }
    return hosts.includes(url.hostname) ? { ok: true } : { ok: false, reason: 'host' }
  }
  return { ok: false, reason: 'not_url' }
}

export const isAllowedLogoUrl = (value: string | null | undefined, hosts: readonly string[]): value is string =>
  !!value && checkLogoUrl(value, hosts).ok

/** The admin form's message for a refused logo address. */
export function logoUrlMessage(
  reason: Exclude<LogoUrlCheck, { ok: true }>['reason'],
  hosts: readonly string[],
): string {
  if (reason === 'not_url') return 'The logo must be a full URL'
  if (reason === 'not_https') return 'The logo address must start with https:// and have no port or user name'
  return hosts.length
    ? `Logos load only from ${hosts.join(', ')} (the IMAGE_HOSTS setting): upload the file instead, or ask for the host to be added`
    : 'Logos from other sites are switched off (IMAGE_HOSTS is empty): upload the file instead'
}
