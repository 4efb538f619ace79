// Next's file-system cache, except a refused entry (404, redirect) also removes what its key held, so a gone
// address stops serving its old page. Extends a non-public class: tests/integration/file-cache-handler.test.ts.
import fs from 'node:fs/promises'
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { isStorable } from './cache-policy.mjs'

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule

/** See FileSystemCache.set. */
const ENTRY_FILES = { APP_PAGE: ['.html', '.rsc', '.meta', '.segments'], APP_ROUTE: ['.body', '.meta'] }

export default class FileCacheHandler extends FileSystemCache {
  async set(key, data, ctx = {}) {
    if (isStorable(data)) return super.set(key, data, ctx)
    await this.forget(key, data.kind)
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
