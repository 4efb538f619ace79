type Wrapped = { code?: unknown; message?: unknown; cause?: unknown }

/** An error and the errors it wraps (Drizzle and Next put the driver's error in `cause`), at most `depth`. */
function* causeChain(error: unknown, depth: number): Generator<Wrapped> {
  for (
    let current = error as Wrapped | undefined, level = 0;
    current && level < depth;
    current = current.cause as Wrapped | undefined, level++
  )
    yield current
}

/** Whether a database error (possibly wrapped by Drizzle in `cause`) is a unique violation, Postgres code 23505. */
export function isUniqueViolation(error: unknown): boolean {
  for (const current of causeChain(error, 5)) if (current.code === '23505') return true
  return false
}

/** Node socket errors and postgres.js connection errors that mean the server cannot be reached. */
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

/**
 * Whether an error (possibly wrapped by Drizzle or Next in `cause`) means the database is unreachable
 * rather than that a query was wrong: a refused or lost connection, Postgres's connection-exception class
 * 08, a server shutting down or starting (57P01-57P03), too many connections (53300), or a closed PGlite.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const current of causeChain(error, 6)) {
    const code = typeof current.code === 'string' ? current.code : ''
    if (UNREACHABLE_CODES.has(code) || code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code))
      return true
    if (typeof current.message === 'string' && /PGlite is closed/i.test(current.message)) return true
  }
  return false
}
