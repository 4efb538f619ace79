/**
 * The page cache of a single instance (lib/cache/file-cache-handler.mjs, Next's file-system cache underneath),
 * on a real folder: an answer is stored and served; a 404 or a redirect is never written, and one rendered
 * where an answer was stored removes it, so the old page stops serving. A page stored or a tag expired empties
 * the hits the server keeps in memory (lib/http/page-hits.mjs), so an edit shows at once.
 */
import fs from 'node:fs'
import path from 'node:path'
import { isStorable } from '@/lib/cache/cache-policy.mjs'
import { pageHits } from '@/lib/http/page-hits.mjs'
import { APP_PAGE_CONTEXT, appPageEntry, fileCacheHandler, pageCacheFolder } from '../helpers/page-cache'

const serverDistDir = pageCacheFolder('file-cache')
const handler = () => fileCacheHandler(serverDistDir)
/** Every file under the cache folder, relative to it. */
const files = () =>
  (fs.readdirSync(serverDistDir, { recursive: true }) as string[]).filter((name) =>
    fs.statSync(path.join(serverDistDir, name)).isFile(),
  )

describe('the cache policy', () => {
  it('stores answers and data, never a 404 or a redirect', () => {
    expect(isStorable(appPageEntry(200))).toBe(true)
    expect(isStorable(appPageEntry(undefined))).toBe(true)
    expect(isStorable({ kind: 'APP_ROUTE', body: Buffer.from(''), headers: {}, status: 200 })).toBe(true)
    expect(isStorable({ kind: 'FETCH', data: {}, revalidate: 60 })).toBe(true)
    for (const status of [404, 308, 307, 500]) expect(isStorable(appPageEntry(status))).toBe(false)
    expect(isStorable({ kind: 'APP_ROUTE', body: Buffer.from(''), headers: {}, status: 404 })).toBe(false)
  })
})

describe('FileCacheHandler', () => {
  it('writes nothing for a 404 or a redirect of a made-up address', async () => {
    await handler().set('/us/blog/made-up', appPageEntry(404), APP_PAGE_CONTEXT)
    await handler().set('/us/find-provider/q/made-up', appPageEntry(308), APP_PAGE_CONTEXT)
    expect(files()).toEqual([])
    expect(await handler().get('/us/blog/made-up', APP_PAGE_CONTEXT)).toBeNull()
  })

  it('stores and serves an answer; a 404 rendered later removes it from memory and disk', async () => {
    await handler().set('/us/blog/post', appPageEntry(200), APP_PAGE_CONTEXT)
    expect(files().some((name) => name.endsWith('post.html'))).toBe(true)
    expect((await handler().get('/us/blog/post', APP_PAGE_CONTEXT))?.value).toMatchObject({
      kind: 'APP_PAGE',
      status: 200,
    })

    await handler().set('/us/blog/post', appPageEntry(404), APP_PAGE_CONTEXT)
    expect(files()).toEqual([])
    expect(await handler().get('/us/blog/post', APP_PAGE_CONTEXT)).toBeNull()
  })
})

describe('the hits kept in memory', () => {
  const keepOne = () => {
    pageHits.set('/blog\n', { headers: [], body: Buffer.from('old page'), expiresAt: Date.now() + 5_000 })
    expect(pageHits.entries.size).toBe(1)
  }

  it('are emptied when a tag or path expires', async () => {
    keepOne()
    await handler().revalidateTag(['providers'], { expire: 0 })
    expect(pageHits.entries.size).toBe(0)
  })

  it('are emptied when a page is stored or refused, and kept when a data read is stored', async () => {
    keepOne()
    await handler().set('/us/blog/post-2', appPageEntry(200), APP_PAGE_CONTEXT)
    expect(pageHits.entries.size).toBe(0)
    keepOne()
    await handler().set('/us/blog/post-2', appPageEntry(404), APP_PAGE_CONTEXT)
    expect(pageHits.entries.size).toBe(0)
    keepOne()
    await handler().set(
      'data-read',
      { kind: 'FETCH', data: { headers: {}, body: '{}', status: 200 }, revalidate: 60 },
      {
        kind: 'FETCH',
        fetchCache: true,
        tags: [],
      },
    )
    expect(pageHits.entries.size).toBe(1)
  })
})
