/**
 * Any client can write any header, so only the socket counts unless TRUST_PROXY names the proxies in front:
 * N means the Nth X-Forwarded-For entry from the right (what the outermost trusted proxy saw); `cloudflare`
 * is safe only when the origin accepts Cloudflare alone. No address at all shares one bucket, UNKNOWN_CLIENT.
 */
export type TrustProxy = 'none' | 'vercel' | 'cloudflare' | number

export const UNKNOWN_CLIENT = 'unknown'

export const TRUST_PROXY_PATTERN = /^(none|vercel|cloudflare|\d{1,2})$/i

export function parseTrustProxy(value: string): TrustProxy | undefined {
  const text = value.trim().toLowerCase()
  if (!TRUST_PROXY_PATTERN.test(text)) return undefined
  return /^\d+$/.test(text) ? Number(text) : (text as TrustProxy)
}

export type ClientAddressInput = {
  header: (name: string) => string | null | undefined
  /** Undefined where the server cannot tell (next dev, serverless platforms). */
  socketAddress?: string | null
  trustProxy: TrustProxy
}

export function clientAddress({ header, socketAddress, trustProxy }: ClientAddressInput): string {
  const socket = parseAddress(socketAddress) ?? UNKNOWN_CLIENT
  if (trustProxy === 'vercel')
    return (
      parseAddress(firstEntry(header('x-vercel-forwarded-for'))) ??
      parseAddress(firstEntry(header('x-real-ip'))) ??
      socket
    )
  if (trustProxy === 'cloudflare') return parseAddress(header('cf-connecting-ip')) ?? socket
  if (trustProxy === 'none' || trustProxy <= 0) return socket

  const hops = (header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  // Fewer hops than proxies: the client reached an inner proxy directly and wrote the entries itself.
  if (hops.length < trustProxy) return socket
  return parseAddress(hops[hops.length - trustProxy]) ?? socket
}

/** IPv6 is counted per /64, the block one subscriber usually holds (as Better Auth does). */
export function rateLimitBucket(address: string): string {
  const groups = address.includes(':') ? parseIPv6(address) : null
  return groups ? `${formatIPv6([...groups.slice(0, 4), 0, 0, 0, 0])}/64` : address
}

function firstEntry(value: string | null | undefined): string | undefined {
  return value?.split(',')[0]
}

/** Canonical, so `2001:DB8::1` and `2001:db8:0:0:0:0:0:1` are one client; `::ffff:1.2.3.4` becomes IPv4. */
export function parseAddress(raw: string | null | undefined): string | null {
  let text = raw?.trim().toLowerCase()
  if (!text || text.length > 64) return null
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text)
  if (bracketed) text = bracketed[1]
  else if (/^[\d.]+:\d{1,5}$/.test(text)) text = text.slice(0, text.indexOf(':'))
  if (isIPv4(text)) return text
  const groups = parseIPv6(text.replace(/%[\w.-]+$/, ''))
  if (!groups) return null
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff
  return mapped ? [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.') : formatIPv6(groups)
}

function isIPv4(text: string): boolean {
  // No leading zeros: '010.0.0.1' is octal to some parsers and decimal to others.
  return /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/.test(text)
}

function parseIPv6(text: string): number[] | null {
  let body = text
  const tail: number[] = []
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(body)
  if (dotted) {
    if (!isIPv4(dotted[2])) return null
    const [a, b, c, d] = dotted[2].split('.').map(Number)
    tail.push((a << 8) | b, (c << 8) | d)
    body = dotted[1].endsWith('::') ? dotted[1] : dotted[1].slice(0, -1)
  }
  const halves = body.split('::')
  if (halves.length > 2) return null
  const parse = (part: string) => (part === '' ? [] : part.split(':'))
  const head = parse(halves[0])
  const rest = halves.length === 2 ? parse(halves[1]) : []
  if (![...head, ...rest].every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null
  const given = head.length + rest.length + tail.length
  if (halves.length === 2 ? given > 7 : given !== 8) return null
  const zeros: number[] = new Array(8 - given).fill(0)
  return [
    ...head.map((g) => parseInt(g, 16)),
    ...(halves.length === 2 ? zeros : []),
    ...rest.map((g) => parseInt(g, 16)),
    ...tail,
  ]
}

/** RFC 5952: lower case, no leading zeros, the longest run of two or more zero groups as '::'. */
function formatIPv6(groups: number[]): string {
  let best = { start: -1, length: 1 }
  for (let i = 0; i < 8; i++) {
    let j = i
    while (j < 8 && groups[j] === 0) j++
    if (j - i > best.length) best = { start: i, length: j - i }
    i = j
  }
  const hex = groups.map((group) => group.toString(16))
  if (best.start < 0) return hex.join(':')
  return `${hex.slice(0, best.start).join(':')}::${hex.slice(best.start + best.length).join(':')}`
}
