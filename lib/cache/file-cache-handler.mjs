// Next's file-system cache, except a refused entry (404, redirect) also removes what its key held, so a gone
// address stops serving its old page, and any page stored or tag expired empties the hits scripts/server.mjs
// keeps in memory (lib/http/page-hits.mjs). Extends a non-public class: tests/integration/file-cache-handler.test.ts.
import fs from 'node:fs/promises'
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { pageHits } from '../http/page-hits.mjs'
import { isStorable } from './cache-policy.mjs'

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule

/** See FileSystemCache.set. */
const ENTRY_FILES = { APP_PAGE: ['.html', '.rsc', '.meta', '.segments'], APP_ROUTE: ['.body', '.meta'] }

export default class FileCacheHandler extends FileSystemCache {
  async set(key, data, ctx = {}) {
    if (data?.kind in ENTRY_FILES) pageHits.clear()
    if (isStorable(data)) return super.set(key, data, ctx)
    await this.forget(key, data.kind)
  }

  async revalidateTag(tags, durations) {
    pageHits.clear()
    return super.revalidateTag(tags, durations)
  }

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
