import { defineConfig } from '@playwright/test'
import baseConfig from './playwright.config'

/**
 * `npm run test:instances`: two production servers of the existing build sharing the Postgres on
 * 127.0.0.1:5432 and the Redis on 127.0.0.1:6379 (e2e-instances/). The specs start their own servers.
 */
export default defineConfig({
  testDir: './e2e-instances',
  outputDir: 'test-results/instances',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright-instances.json' }]],
  expect: { timeout: 10_000 },
  use: { trace: 'retain-on-failure', launchOptions: baseConfig.use?.launchOptions },
  projects: baseConfig.projects,
})
