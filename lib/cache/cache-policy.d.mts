// Types for cache-policy.mjs (Next loads the cache handlers without the TypeScript loader).
export function isStorable(data: unknown): boolean
