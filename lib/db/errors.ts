/** Whether a database error (possibly wrapped by Drizzle in `cause`) is a unique violation, Postgres code 23505. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: string; cause?: unknown } | undefined, depth = 0; current && depth < 5; current = current.cause as typeof current, depth++) {
    if (current.code === '23505') return true
  }
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
  for (let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; current && depth < 6; current = current.cause as typeof current, depth++) {
    const code = typeof current.code === 'string' ? current.code : ''
    if (UNREACHABLE_CODES.has(code) || code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code)) return true
    if (typeof current.message === 'string' && /PGlite is closed/i.test(current.message)) return true
  }
  return false
}
