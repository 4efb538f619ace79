// Types for the JavaScript cache handler (Next loads the .mjs at run time without the TypeScript loader).
import type { CacheContext, CacheEntry } from './redis-cache-handler.mjs'

export default class FileCacheHandler {
  constructor(options: {
    fs: unknown
    serverDistDir: string
    flushToDisk?: boolean
    maxMemoryCacheSize?: number
    revalidatedTags?: string[]
  })
  get(
    key: string,
    ctx: CacheContext & { isRoutePPREnabled?: boolean; isFallback?: boolean },
  ): Promise<CacheEntry | null>
  set(
    key: string,
    data: unknown,
    ctx?: CacheContext & { isRoutePPREnabled?: boolean; isFallback?: boolean },
  ): Promise<void>
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>
  resetRequestCache(): void
}
