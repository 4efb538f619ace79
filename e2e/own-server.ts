import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { BrowserContext } from '@playwright/test'
import { BASE_URL } from '../playwright.config'
import { launchProductionServer, type ProductionServer } from '../scripts/production-server'
import { SITE_URL_RECORD } from '@/lib/http/site-url'
import { ADMIN } from './pages/admin'

const E2E_PORT = Number(new URL(BASE_URL).port)

/**
 * A production server of a spec's own, for what the shared e2e servers must not have (mail through SMTP, a fake
 * seller site): the e2e build copied to `.next-e2e-{name}` (only what the build made: no data cache or rendered
 * pages of the other servers, no recorded SITE_URL), a fresh embedded database with the sourced data set, the
 * test admin, and `env` on top. `stop` ends it and removes its copies.
 */
export async function launchOwnServer(
  name: string,
  port: number,
  env: Record<string, string>,
): Promise<{ server: ProductionServer; stop: () => Promise<void> }> {
  const dist = `.next-e2e-${name}`
  fs.rmSync(dist, { recursive: true, force: true })
  fs.cpSync('.next', dist, {
    recursive: true,
    filter: (source) => !['cache', SITE_URL_RECORD].includes(path.relative('.next', source)),
  })
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `vialscore-e2e-${name}-`))
  const server = await launchProductionServer(
    port,
    {
      NEXT_DIST_DIR: dist,
      PGLITE_DIR: path.join(dataDir, 'pglite'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      GEO_REDIRECT: 'false',
      NEWS_FEEDS: `http://127.0.0.1:${E2E_PORT + 99}/news.xml`,
      IMAGE_HOSTS: 'logos.example.com,example.org',
      ...env,
    },
    { echo: process.env.E2E_DEBUG ? process.stderr : undefined },
  )
  return {
    server,
    stop: async () => {
      await server.stop()
      fs.rmSync(dist, { recursive: true, force: true })
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** The providers' own sites are not reachable from here and are not under test: the browser gets a stand-in. */
export function standInForOtherSites(context: BrowserContext) {
  return context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'provider site' }),
  )
}
