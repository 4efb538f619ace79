// Next's `cacheHandler` in Redis (when REDIS_URL is set), so an edit through one instance expires every instance's
// pages. JavaScript: Next loads it with a plain `import()` at run time.
import fs from 'node:fs'
import path from 'node:path'
import { closeRedisClients, redisClient } from '../integrations/redis-client.mjs'
import { isStorable } from './cache-policy.mjs'

const CACHE_TAGS_HEADER = 'x-next-cache-tags'
/** Reads do not renew it, so this bounds the memory old deployments' pages hold. */
const ENTRY_TTL_SECONDS = 30 * 24 * 3600

export const closeCacheClients = closeRedisClients

/** Buffers (RSC payloads, route bodies) and Maps (segment data) survive a JSON round trip. */
export function encode(value) {
  if (Buffer.isBuffer(value) || value instanceof Uint8Array)
    return { $type: 'buffer', base64: Buffer.from(value).toString('base64') }
  if (value instanceof Map) return { $type: 'map', entries: [...value].map(([key, item]) => [key, encode(item)]) }
  if (Array.isArray(value)) return value.map(encode)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, encode(item)]))
  return value
}

export function decode(value) {
  if (Array.isArray(value)) return value.map(decode)
  if (value && typeof value === 'object') {
    if (value.$type === 'buffer') return Buffer.from(value.base64, 'base64')
    if (value.$type === 'map') return new Map(value.entries.map(([key, item]) => [key, decode(item)]))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, decode(item)]))
  }
  return value
}

export function tagsOf(entry, ctx = {}) {
  const header = entry.value?.headers?.[CACHE_TAGS_HEADER]
  return [
    ...new Set([
      ...(entry.tags ?? []),
      ...(ctx.tags ?? []),
      ...(ctx.softTags ?? []),
      ...(typeof header === 'string' ? header.split(',') : []),
    ]),
  ]
}

/** Stale means "render now": Next's serve-stale-once would show the old page after an edit on another instance. */
export function isRevalidatedSince(marks, lastModified, now = Date.now()) {
  return marks.some(
    (mark) =>
      mark &&
      ((mark.stale ?? 0) > lastModified ||
        (mark.expired !== undefined && mark.expired <= now && mark.expired > lastModified)),
  )
}

function buildIdOf(serverDistDir) {
  try {
    return fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'unknown-build'
  }
}

export default class RedisCacheHandler {
  /** @param {{ serverDistDir?: string, redisUrl?: string, prefix?: string }} options */
  constructor(options = {}) {
    this.url = options.redisUrl ?? process.env.REDIS_URL
    if (!this.url) throw new Error('RedisCacheHandler needs REDIS_URL')
    // Entries are scoped to the build: pages of another deployment point at other asset files.
    const base = options.prefix ?? process.env.REDIS_CACHE_PREFIX ?? 'vialscore:cache:'
    this.prefix = `${base}${options.serverDistDir ? buildIdOf(options.serverDistDir) : 'unknown-build'}:`
    // Tag marks are not scoped to the build: an edit expires what any running deployment cached.
    this.tagsKey = `${base}tags`
  }

  async get(key, ctx = {}) {
    try {
      const redis = await redisClient(this.url)
      const raw = await redis.get(this.prefix + key)
      if (!raw) return null
      const entry = JSON.parse(raw)
      const tags = tagsOf(entry, ctx)
      if (tags.length > 0) {
        const marks = (await redis.hmGet(this.tagsKey, tags)).map((mark) => (mark ? JSON.parse(mark) : null))
        if (isRevalidatedSince(marks, entry.lastModified)) return null
      }
      return { value: decode(entry.value), lastModified: entry.lastModified, cacheControl: entry.cacheControl }
    } catch (error) {
      // Without Redis every request renders afresh: slower, never wrong.
      console.error('[cache] get failed:', error.message)
      return null
    }
  }

  async set(key, data, ctx = {}) {
    try {
      const redis = await redisClient(this.url)
      // A refused render (a 404, a redirect) also drops what the key held, so it stops serving its old page.
      if (!data || !isStorable(data)) {
        await redis.del(this.prefix + key)
        return
      }
      const entry = {
        value: encode(data),
        lastModified: Date.now(),
        tags: ctx.tags ?? [],
        cacheControl: ctx.fetchCache ? undefined : ctx.cacheControl,
      }
      await redis.set(this.prefix + key, JSON.stringify(entry), { EX: ENTRY_TTL_SECONDS })
    } catch (error) {
      console.error('[cache] set failed:', error.message)
    }
  }

  async revalidateTag(tags, durations) {
    const list = [tags].flat().filter(Boolean)
    if (list.length === 0) return
    const now = Date.now()
    const mark = durations
      ? { stale: now, ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}) }
      : { expired: now }
    try {
      const redis = await redisClient(this.url)
      await redis.hSet(this.tagsKey, Object.fromEntries(list.map((tag) => [tag, JSON.stringify(mark)])))
    } catch (error) {
      console.error('[cache] revalidateTag failed; other instances keep their pages until they expire:', error.message)
    }
  }

  resetRequestCache() {}
}
