/**
 * The shared ISR/data cache (lib/cache/redis-cache-handler.mjs) against the Redis on 127.0.0.1:6379: two
 * handlers stand for two instances of one build. What one writes the other reads, byte for byte; a tag
 * revalidated through one expires the entry for both; a 404 or a redirect is never kept; with Redis down
 * nothing throws and nothing is served.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import RedisCacheHandler, {
  closeCacheClients,
  decode,
  encode,
  isRevalidatedSince,
} from '@/lib/cache/redis-cache-handler.mjs'

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379'

/** A `.next/server` folder with a BUILD_ID beside it, as Next passes `serverDistDir`. */
function buildDir(buildId: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vialscore-build-'))
  fs.writeFileSync(path.join(root, 'BUILD_ID'), buildId)
  fs.mkdirSync(path.join(root, 'server'))
  return path.join(root, 'server')
}

const prefix = `vialscore-test:${randomUUID()}:`
const serverDistDir = buildDir('build-a')
const instance = () => new RedisCacheHandler({ redisUrl: REDIS_URL, prefix, serverDistDir })

afterAll(() => closeCacheClients())

const page = () => ({
  kind: 'APP_PAGE',
  html: '<html><body><h1>Providers</h1></body></html>',
  rscData: Buffer.from([0, 1, 2, 250, 255]),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/us,providers' },
  status: 200,
  postponed: undefined,
})

it('round-trips buffers and maps through JSON', () => {
  const value = page()
  const back = decode(JSON.parse(JSON.stringify(encode(value)))) as ReturnType<typeof page>
  expect(back.rscData.equals(value.rscData)).toBe(true)
  expect(back.segmentData.get('/_tree')?.toString()).toBe('tree')
  expect(back.html).toBe(value.html)
})

it('serves a page written by one instance from the other, and expires it on both after a tag is revalidated', async () => {
  const [first, second] = [instance(), instance()]
  await first.set('/us', page(), { cacheControl: { revalidate: 3600, expire: undefined } })
  const read = await second.get('/us', { kind: 'APP_PAGE' })
  expect((read?.value as ReturnType<typeof page>).rscData.equals(page().rscData)).toBe(true)
  expect(read?.cacheControl).toEqual({ revalidate: 3600 })

  await new Promise((resolve) => setTimeout(resolve, 5))
  await first.revalidateTag(['providers'], { expire: 0 })
  expect(await second.get('/us', { kind: 'APP_PAGE' })).toBeNull()
  expect(await first.get('/us', { kind: 'APP_PAGE' })).toBeNull()

  // Rendered again after the edit: served again.
  await new Promise((resolve) => setTimeout(resolve, 5))
  await second.set('/us', page(), { cacheControl: { revalidate: 3600 } })
  expect(await first.get('/us', { kind: 'APP_PAGE' })).not.toBeNull()
})

it('expires a cached read by its own tags and by the path tags the caller asks about', async () => {
  const [first, second] = [instance(), instance()]
  const data = { kind: 'FETCH', data: { headers: {}, body: 'W10=', status: 200, url: '' }, revalidate: 3600 }
  await first.set('read-1', data, { fetchCache: true, tags: ['blog'] })
  expect((await second.get('read-1', { kind: 'FETCH', tags: ['blog'], softTags: ['_N_T_/us/blog'] }))?.value).toEqual(
    data,
  )

  await new Promise((resolve) => setTimeout(resolve, 5))
  await second.revalidateTag('_N_T_/us/blog')
  expect(await first.get('read-1', { kind: 'FETCH', tags: ['blog'], softTags: ['_N_T_/us/blog'] })).toBeNull()
})

it('never stores a 404 or a redirect, and drops the answer a key held when it renders as one', async () => {
  const handler = instance()
  await handler.set('/us/blog/made-up', { ...page(), status: 404 }, {})
  await handler.set('/us/find-provider/q/made-up', { ...page(), status: 308 }, {})
  expect(await handler.get('/us/blog/made-up', { kind: 'APP_PAGE' })).toBeNull()
  expect(await handler.get('/us/find-provider/q/made-up', { kind: 'APP_PAGE' })).toBeNull()

  await handler.set('/us/blog/post', page(), {})
  expect(await handler.get('/us/blog/post', { kind: 'APP_PAGE' })).not.toBeNull()
  await handler.set('/us/blog/post', { ...page(), status: 404 }, {})
  expect(await instance().get('/us/blog/post', { kind: 'APP_PAGE' })).toBeNull()
})

it('keeps one build from serving another build’s pages', async () => {
  await instance().set('/us/about', page(), {})
  const otherBuild = new RedisCacheHandler({ redisUrl: REDIS_URL, prefix, serverDistDir: buildDir('build-b') })
  expect(await otherBuild.get('/us/about', { kind: 'APP_PAGE' })).toBeNull()
})

it('treats stale and expired marks made after the entry as revalidated, and older ones as not', () => {
  expect(isRevalidatedSince([{ stale: 200, expired: 200 }], 100, 300)).toBe(true)
  expect(isRevalidatedSince([{ stale: 200 }], 100, 300)).toBe(true)
  expect(isRevalidatedSince([{ stale: 50, expired: 50 }], 100, 300)).toBe(false)
  expect(isRevalidatedSince([{ expired: 400 }], 100, 300)).toBe(false)
  expect(isRevalidatedSince([null], 100, 300)).toBe(false)
})

it('with Redis unreachable, reads miss and writes and revalidations do not throw', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
  try {
    const down = new RedisCacheHandler({ redisUrl: 'redis://127.0.0.1:9', prefix, serverDistDir })
    await expect(down.set('/us', page(), {})).resolves.toBeUndefined()
    await expect(down.get('/us', { kind: 'APP_PAGE' })).resolves.toBeNull()
    await expect(down.revalidateTag(['providers'])).resolves.toBeUndefined()
    expect(errors).toHaveBeenCalled()
  } finally {
    errors.mockRestore()
  }
})
