import { cleanText } from '@/lib/validation/clean-input'

/**
 * An ILIKE pattern for "contains" from an admin search box, or null for an empty term: wildcards escaped,
 * and text Postgres cannot hold (U+0000, lone surrogates) cleaned, since a U+0000 failed the query.
 */
export function containsPattern(q: string | undefined): string | null {
  const term = q === undefined ? '' : cleanText(q).trim()
  return term ? `%${term.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null
}
