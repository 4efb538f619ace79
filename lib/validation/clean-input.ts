const MAX_DEPTH = 16

/**
 * Request input with every string made storable, before any schema sees it: lone UTF-16 surrogates become
 * U+FFFD (as browsers already do for form fields and URLs) and U+0000 is removed. A JSON body or a server
 * action's object argument can carry both (`"\ud800"`, `"\u0000"`), and Postgres text holds neither: the
 * query failed ('invalid byte sequence for encoding "UTF8"') and the visitor got an unexpected error.
 * Only plain objects and arrays are copied (with fromEntries, so a `__proto__` key stays a field); anything
 * else is returned as it is for the schema to judge.
 */
export function cleanInput(raw: unknown, depth = 0): unknown {
  if (typeof raw === 'string') return cleanText(raw)
  if (depth >= MAX_DEPTH || raw === null || typeof raw !== 'object') return raw
  if (Array.isArray(raw)) return raw.map((item) => cleanInput(item, depth + 1))
  const prototype = Object.getPrototypeOf(raw)
  if (prototype !== Object.prototype && prototype !== null) return raw
  return Object.fromEntries(Object.entries(raw).map(([key, value]) => [cleanText(key), cleanInput(value, depth + 1)]))
}

export function cleanText(text: string): string {
  const wellFormed = text.isWellFormed() ? text : text.toWellFormed()
  return wellFormed.includes('\u0000') ? wellFormed.replaceAll('\u0000', '') : wellFormed
}
