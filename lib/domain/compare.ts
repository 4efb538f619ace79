export const COMPARE_MIN = 2
export const COMPARE_MAX = 4

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * Provider slugs from a compare URL: `p=a,b,c` (the shareable form) or repeated `p` (a plain GET form).
 * Invalid and repeated slugs are dropped; at most COMPARE_MAX are kept.
 */
export function parseCompareSlugs(value: string | string[] | undefined): string[] {
  const parts = (Array.isArray(value) ? value : [value ?? ''])
    .flatMap((part) => part.split(','))
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part.length > 0 && part.length <= 100 && SLUG.test(part))
  return [...new Set(parts)].slice(0, COMPARE_MAX)
}

export function compareHref(basePath: string, slugs: string[]): string {
  return `${basePath}?p=${slugs.join(',')}`
}
