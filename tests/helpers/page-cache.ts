import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { nodeFs } from 'next/dist/server/lib/node-fs-methods'
import FileCacheHandler from '@/lib/cache/file-cache-handler.mjs'

/** The page cache's folder for one test file (`server`, as under `.next`), removed after it. */
export function pageCacheFolder(name: string): string {
  const serverDistDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), `vialscore-${name}-`)), 'server')
  fs.mkdirSync(serverDistDir)
  afterAll(() => fs.rmSync(path.dirname(serverDistDir), { recursive: true, force: true }))
  return serverDistDir
}

/** The real single-instance cache handler, writing to `serverDistDir` as a production server does. */
export const fileCacheHandler = (serverDistDir: string) =>
  new FileCacheHandler({ fs: nodeFs, serverDistDir, flushToDisk: true, maxMemoryCacheSize: 10 * 1024 * 1024 })

/** What Next hands the handler with an app page's entry. */
export const APP_PAGE_CONTEXT = {
  kind: 'APP_PAGE',
  isRoutePPREnabled: false,
  isFallback: false,
  cacheControl: { revalidate: 3600, expire: undefined },
}

/** An app page's entry as Next offers it after a render that answered `status`. */
export const appPageEntry = (status: number | undefined) => ({
  kind: 'APP_PAGE',
  html: `<html><body><h1>${status}</h1></body></html>`,
  rscData: Buffer.from('rsc'),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  headers: { 'x-next-cache-tags': '_N_T_/layout' },
  status,
  postponed: undefined,
})
