type Wrapped = { code?: unknown; message?: unknown; cause?: unknown }

/** Drizzle and Next put the driver's error in `cause`. */
function* causeChain(error: unknown, depth: number): Generator<Wrapped> {
  for (
    let current = error as Wrapped | undefined, level = 0;
    current && level < depth;
    current = current.cause as Wrapped | undefined, level++
  )
    yield current
}

export function isUniqueViolation(error: unknown): boolean {
  for (const current of causeChain(error, 5)) if (current.code === '23505') return true
  return false
}

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
])

/** Postgres class 08, 57P01-57P03 (shutting down or starting), 53300 (too many connections), or a closed PGlite. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const current of causeChain(error, 6)) {
    const code = typeof current.code === 'string' ? current.code : ''
    if (UNREACHABLE_CODES.has(code) || code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code))
      return true
    if (typeof current.message === 'string' && /PGlite is closed/i.test(current.message)) return true
  }
  return false
}
