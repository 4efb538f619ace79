// One IMAGE_HOSTS list feeds next.config's remotePatterns and both logo checks, so a logo the optimizer would
// refuse is never saved or drawn. Imported by next.config.ts: relative imports only.

const HOST_PATTERN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/

export const MEDIA_PATH_PATTERN = /^\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export const mediaPath = (id: string) => `/media/${id}`

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

export function imageRemotePatterns(hosts: readonly string[]) {
  return hosts.map((hostname) => ({ protocol: 'https' as const, hostname, port: '', pathname: '/**' }))
}

export type LogoUrlCheck = { ok: true } | { ok: false; reason: 'not_url' | 'not_https' | 'host' }

/** No port or user name: the optimizer's patterns match neither. */
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
