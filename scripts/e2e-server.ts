/**
 * The server Playwright tests against (playwright.config.ts webServer): a production build, served by
 * launchProductionServer on a fresh embedded database that no other process uses, until Playwright ends it.
 *
 * Usage: node --import tsx scripts/e2e-server.ts [port]   (E2E_SKIP_BUILD=1 reuses the build in .next;
 * E2E_BUILD_ONLY=1 builds and ends: scripts/e2e-build.ts)
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { launchProductionServer } from './production-server'
import { SITE_URL_RECORD } from '@/lib/http/site-url'

const port = Number(process.argv[2] ?? 3200)
const env = {
  NEXT_TELEMETRY_DISABLED: '1',
  PGLITE_DIR:
    process.env.E2E_PGLITE_DIR ?? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vialscore-e2e-')), 'pglite'),
  SITE_URL: `http://127.0.0.1:${port}`,
  // The first admin of this fresh database (e2e/sign-in.ts signs in with it).
  ADMIN_EMAIL: process.env.ADMIN_EMAIL ?? 'admin@vialscore.test',
  ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? 'e2e-admin-password-2026',
}
// A signed-in user without admin rights (e2e/admin-replay.spec.ts); sign-up is closed, so the command makes it.
const user = {
  email: process.env.E2E_USER_EMAIL ?? 'user@vialscore.test',
  password: process.env.E2E_USER_PASSWORD ?? 'e2e-user-password-2026',
}

function run(command: string, args: string[], input?: string) {
  const result = spawnSync(command, args, {
    env: { ...process.env, ...env },
    input,
    stdio: [input === undefined ? 'ignore' : 'pipe', 'inherit', 'inherit'],
  })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`)
}

/**
 * A second server on the same build gets a copy of it: Next keeps its data cache (`unstable_cache` reads) and
 * the ISR pages it renders inside the build folder, so two servers sharing `.next` would serve each other's
 * database. The copy leaves the cache folder out: only what the build made.
 */
function copyBuild(distDir: string) {
  fs.rmSync(distDir, { recursive: true, force: true })
  // Without the build's SITE_URL record either: this test-only copy serves under its own port, and its
  // specs (e2e/sourced-data.spec.ts) never read the address the build's prerendered pages name.
  fs.cpSync('.next', distDir, {
    recursive: true,
    filter: (source) => !['cache', SITE_URL_RECORD].includes(path.relative('.next', source)),
  })
  Object.assign(env, { NEXT_DIST_DIR: distDir })
}

async function main() {
  // The site's own build command: it also records the SITE_URL the build was made with.
  if (process.env.E2E_SKIP_BUILD !== '1') run('npm', ['run', '--silent', 'build'])
  if (process.env.E2E_BUILD_ONLY === '1') return
  if (process.env.E2E_DIST_COPY) copyBuild(process.env.E2E_DIST_COPY)
  // After the build, before the server: only one process may open the embedded database at a time. The specs
  // test against the fictional fixture providers, seeded explicitly (the server then finds a seeded database);
  // E2E_SEED=sourced keeps the site's own default, the sourced data set (e2e/sourced-data.spec.ts).
  if (process.env.E2E_SEED !== 'sourced') run('npm', ['run', '--silent', 'db:seed', '--', '--fixtures'])
  run('npm', ['run', '--silent', 'admin:create', '--', '--email', user.email, '--role', 'user'], `${user.password}\n`)
  // In this process's group: Playwright ends the web server by killing its group, the server with it.
  const server = await launchProductionServer(port, env, { detached: false, echo: process.stderr })
  console.log(`e2e server ready at ${server.origin}`)
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => void server.stop().then(() => process.exit(0)))
}

main().catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
