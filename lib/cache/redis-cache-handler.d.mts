// Types for the JavaScript cache handler (Next loads the .mjs at run time without the TypeScript loader).
export type CacheContext = {
  kind?: string
  tags?: string[]
  softTags?: string[]
  fetchCache?: boolean
  cacheControl?: { revalidate?: number | false; expire?: number }
}
export type CacheEntry = { value: unknown; lastModified: number; cacheControl?: CacheContext['cacheControl'] }
export type TagMark = { stale?: number; expired?: number } | null

export function closeCacheClients(): Promise<void>
export function encode(value: unknown): unknown
export function decode(value: unknown): unknown
export function tagsOf(
  entry: { tags?: string[]; value?: { headers?: Record<string, unknown> } },
  ctx?: CacheContext,
): string[]
export function isRevalidatedSince(marks: TagMark[], lastModified: number, now?: number): boolean

export default class RedisCacheHandler {
  constructor(options?: { serverDistDir?: string; redisUrl?: string; prefix?: string })
  get(key: string, ctx?: CacheContext): Promise<CacheEntry | null>
  set(key: string, data: unknown, ctx?: CacheContext): Promise<void>
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>
  resetRequestCache(): void
}
