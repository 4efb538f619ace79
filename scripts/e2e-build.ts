/**
 * The production build the e2e suite serves, made ahead of Playwright with the settings its first server's
 * build reads (playwright.config.ts), so that `npm test` can build beside Jest and Playwright's servers start
 * on it (E2E_SKIP_BUILD=1). The deploy check serves a copy of the same build.
 *
 * Usage: node --import tsx scripts/e2e-build.ts
 */
import { spawnSync } from 'node:child_process'
import config, { BASE_URL } from '../playwright.config'

const e2eServer = [config.webServer ?? []]
  .flat()
  .find((server) => server.command.includes(`scripts/e2e-server.ts ${new URL(BASE_URL).port}`))
if (!e2eServer) throw new Error(`playwright.config.ts has no e2e server on ${BASE_URL}`)

const [command, ...args] = e2eServer.command.split(' ')
const result = spawnSync(command, args, {
  stdio: 'inherit',
  env: { ...process.env, ...e2eServer.env, E2E_BUILD_ONLY: '1' },
})
process.exit(result.status ?? 1)
