/** Whether a database error (possibly wrapped by Drizzle in `cause`) is a unique violation, Postgres code 23505. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: string; cause?: unknown } | undefined, depth = 0; current && depth < 5; current = current.cause as typeof current, depth++) {
    if (current.code === '23505') return true
  }
  return false
}
