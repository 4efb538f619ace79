import fs from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3200)
export const BASE_URL = `http://127.0.0.1:${PORT}`
/** A second server on the site's own default data, the sourced providers (e2e/sourced-data.spec.ts). */
export const SOURCED_URL = `http://127.0.0.1:${PORT + 1}`
/** A third server on the sourced data set, for the specs that change it (e2e/price-editing.spec.ts). */
export const SOURCED_EDIT_URL = `http://127.0.0.1:${PORT + 2}`
/** A local fake of Reddit's API and Atom search feeds (tests/helpers/fake-reddit.ts) for the community page. */
const FAKE_REDDIT_URL = `http://127.0.0.1:${PORT + 99}`
const IMAGE_HOSTS = 'logos.example.com,example.org'

/**
 * Debian's Chromium: Playwright's own browser download does not work on this network. Its headless shell
 * (scripts/find-chromium.sh installs it) when present: the same engine in the old headless mode, the browser
 * Playwright runs headless by default, at about 40% less CPU than the full browser.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
/**
 * Playwright makes Chromium keep its shared memory in /tmp files, for containers whose /dev/shm is 64 MB. Where
 * /dev/shm is large (this machine's holds 24 GB) it stays there: about 8% less browser CPU.
 */
function sharedMemoryIsLarge() {
  try {
    const { bavail, bsize } = fs.statfsSync('/dev/shm')
    return bavail * bsize > 2 ** 30
  } catch {
    return false
  }
}
const chromium = {
  ignoreDefaultArgs: sharedMemoryIsLarge() ? ['--disable-dev-shm-usage'] : [],
  executablePath: process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

export default defineConfig({
  testDir: './e2e',
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    // A trace is recorded on a failed test's retry only: recording every first try cost about a sixth of the run.
    trace: 'on-first-retry',
    launchOptions: chromium,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: [
    {
      command: `npx tsx e2e/fake-reddit-server.ts ${PORT + 99}`,
      url: `${FAKE_REDDIT_URL}/`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
    {
      // A production build on a fresh embedded database of its own (scripts/e2e-server.ts).
      command: `node --import tsx scripts/e2e-server.ts ${PORT}`,
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        // The tests play the one proxy in front: the client's address is the last X-Forwarded-For entry,
        // which lets a spec act as many clients (e2e/newsletter-concurrency.spec.ts, e2e/rate-limit.spec.ts).
        TRUST_PROXY: '1',
        // No Reddit app key: the site reads the fake's public Atom search feeds, as a default install does.
        REDDIT_API_URL: FAKE_REDDIT_URL,
        REDDIT_AUTH_URL: FAKE_REDDIT_URL,
        // The news refresh a page request starts reads a local address, never the real feeds.
        NEWS_FEEDS: `${FAKE_REDDIT_URL}/news.xml`,
        // No SMTP here: a provider submission then also writes an outbox mail (e2e/admin-replay.spec.ts reads it).
        SUBMISSIONS_EMAIL: 'submissions@vialscore.test',
        // Logo hosts (next build and start read it): e2e/cards-seo.spec.ts's, and the host of xss.spec.ts's hostile URL.
        IMAGE_HOSTS,
      },
    },
    {
      // Started after the first (Playwright sets its servers up one by one), on a copy of its build.
      command: `node --import tsx scripts/e2e-server.ts ${PORT + 1}`,
      url: `${SOURCED_URL}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        E2E_SKIP_BUILD: '1',
        E2E_SEED: 'sourced',
        E2E_DIST_COPY: '.next-e2e-sourced',
        NEWS_FEEDS: `${FAKE_REDDIT_URL}/news.xml`,
        IMAGE_HOSTS,
      },
    },
    {
      // The sourced data set again, for the specs that edit it: the read-only specs above never see their changes.
      command: `node --import tsx scripts/e2e-server.ts ${PORT + 2}`,
      url: `${SOURCED_EDIT_URL}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        E2E_SKIP_BUILD: '1',
        E2E_SEED: 'sourced',
        E2E_DIST_COPY: '.next-e2e-sourced-edit',
        NEWS_FEEDS: `${FAKE_REDDIT_URL}/news.xml`,
        IMAGE_HOSTS,
        TRUST_PROXY: '1',
      },
    },
  ],
})
