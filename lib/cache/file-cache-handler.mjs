// Next's own file-system cache (the ISR pages and cached reads in `.next`), with one change: an entry the
// cache policy refuses (a 404, a redirect) is not written, and what was stored under its key before is
// removed, so an address that stopped existing does not keep serving its old page. next.config.ts installs it
// whenever the Redis handler is not (one instance, no REDIS_URL).
//
// Next exports no public base class for this; the file-system cache it extends is the one Next uses when no
// handler is configured, and tests/integration/file-cache-handler.test.ts holds its behaviour.
import fs from 'node:fs/promises'
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { isStorable } from './cache-policy.mjs'

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule

/** The files Next writes for one entry of each kind, by suffix (see FileSystemCache.set). */
const ENTRY_FILES = { APP_PAGE: ['.html', '.rsc', '.meta', '.segments'], APP_ROUTE: ['.body', '.meta'] }

export default class FileCacheHandler extends FileSystemCache {
  async set(key, data, ctx = {}) {
    if (isStorable(data)) return super.set(key, data, ctx)
    await this.forget(key, data.kind)
  }

  /** Drops a key's entry from the memory cache and its files from disk; a key never stored has none. */
  async forget(key, kind) {
    FileSystemCache.memoryCache?.remove(key)
    if (!this.flushToDisk) return
    for (const suffix of ENTRY_FILES[kind] ?? []) {
      try {
        await fs.rm(this.getFilePath(`${key}${suffix}`, kind), { recursive: true, force: true })
      } catch (error) {
        console.error('[cache] could not remove a refused entry:', error.message)
      }
    }
  }
}
