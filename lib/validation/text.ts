import { z } from 'zod'

const MAX_DEPTH = 8

/**
 * A form's raw input with U+0000 removed from every string (also inside arrays and nested objects).
 * Postgres text cannot hold the character: left in, one NUL in any field made the insert fail and the
 * editor saw only 'Failed to save'. HTML parsers drop it as well, so removing it changes nothing a reader sees.
 * Only plain objects and arrays are copied; anything else is returned as it is for the schema to judge.
 */
export function stripNul(raw: unknown, depth = 0): unknown {
  if (typeof raw === 'string') return raw.includes('\u0000') ? raw.replaceAll('\u0000', '') : raw
  if (depth >= MAX_DEPTH || raw === null || typeof raw !== 'object') return raw
  if (Array.isArray(raw)) return raw.map((item) => stripNul(item, depth + 1))
  const prototype = Object.getPrototypeOf(raw)
  if (prototype !== Object.prototype && prototype !== null) return raw
  // fromEntries defines own fields, so a `__proto__` key stays a field and never becomes a prototype.
  return Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, stripNul(value, depth + 1)]))
}

/** The schema, parsing its input with U+0000 removed from every string. */
export const withoutNul = <S extends z.ZodType>(schema: S) => z.preprocess((raw) => stripNul(raw), schema)
