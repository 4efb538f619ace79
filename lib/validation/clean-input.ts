const MAX_DEPTH = 16

/**
 * Postgres text holds neither lone surrogates (-> U+FFFD, as browsers do) nor U+0000 (removed): such input failed
 * the query ('invalid byte sequence for encoding "UTF8"'). fromEntries keeps a `__proto__` key a field.
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
