/**
 * The request that `next/headers` reports inside tests of server actions: a cookie jar the actions read
 * and write (Better Auth's nextCookies plugin sets the session cookie through it) and a client address.
 */
type Cookie = { name: string; value: string }

const jar = new Map<string, string>()
let clientIp = '203.0.113.10'
let extra: Record<string, string> = {}

/**
 * A fresh request: no cookies, and `ip` as its X-Forwarded-For, which counts only under TRUST_PROXY (the
 * client's address is otherwise the socket's: tests/helpers/request-scope.ts).
 */
export function resetRequest(ip = '203.0.113.10') {
  jar.clear()
  clientIp = ip
  extra = {}
}

/** Headers added to (or replacing) the request's own until the next resetRequest. */
export function setRequestHeaders(headers: Record<string, string>) {
  extra = { ...headers }
}

export function currentHeaders(): Headers {
  const headers = new Headers({
    'x-forwarded-for': clientIp,
    'user-agent': 'jest',
    origin: 'http://localhost:3000',
    ...extra,
  })
  if (jar.size) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '))
  return headers
}

export function cookieJar() {
  return {
    get: (name: string): Cookie | undefined => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    getAll: (): Cookie[] => [...jar].map(([name, value]) => ({ name, value })),
    has: (name: string) => jar.has(name),
    set: (
      nameOrCookie: string | (Cookie & Record<string, unknown>),
      value?: string,
      options?: { maxAge?: number; expires?: Date },
    ) => {
      const cookie =
        typeof nameOrCookie === 'string' ? { name: nameOrCookie, value: value ?? '', ...options } : nameOrCookie
      const expired =
        (typeof cookie.maxAge === 'number' && cookie.maxAge <= 0) ||
        (cookie.expires instanceof Date && cookie.expires.getTime() <= Date.now())
      if (expired || cookie.value === '') jar.delete(cookie.name)
      else jar.set(cookie.name, cookie.value)
    },
    delete: (name: string) => jar.delete(name),
  }
}

/** Saves and restores the jar, to act as several browsers in one test. */
export function snapshotCookies() {
  return new Map(jar)
}
export function restoreCookies(saved: Map<string, string>) {
  jar.clear()
  for (const [name, value] of saved) jar.set(name, value)
}
