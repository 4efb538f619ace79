/**
 * `npm run dev` / `npm start`: prepares the database (migrate, seed when empty), then runs Next.
 * With the embedded database this process takes the folder's lock first, so a second server fails at once
 * with a message naming the holder, and it keeps the lock for the Next server it starts.
 */
import './load-env'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { env, productionStartProblems } from '@/lib/env'
import { acquireDataDirLock, LOCK_HOLDER_ENV } from '@/lib/db/lock'
import { openForScript, prepareDatabase } from '@/lib/db/prepare'
import { siteUrlMismatch } from '@/lib/http/site-url'
import { readBuiltSiteUrl } from '@/lib/site-url-record'

const [mode, ...nextArgs] = process.argv.slice(2)

/**
 * Next keeps cached reads (unstable_cache) in <distDir>/cache/fetch-cache across builds, keyed by function
 * and arguments only: a new build whose reads return another shape was served the old build's entries
 * until they expired (a provider without its new fields crashed the page). So a start on a new build
 * begins with an empty data cache. The shared Redis cache is scoped to the build already.
 */
function dropDataCacheOfOtherBuilds() {
  const distDir = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next')
  const buildIdFile = path.join(distDir, 'BUILD_ID')
  if (!fs.existsSync(buildIdFile)) return
  const buildId = fs.readFileSync(buildIdFile, 'utf8').trim()
  const marker = path.join(distDir, 'cache', 'fetch-cache.build-id')
  if (fs.existsSync(marker) && fs.readFileSync(marker, 'utf8').trim() === buildId) return
  fs.rmSync(path.join(distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
  fs.mkdirSync(path.dirname(marker), { recursive: true })
  fs.writeFileSync(marker, buildId)
}

async function main() {
  if (mode !== 'dev' && mode !== 'start') throw new Error('Usage: tsx scripts/run-next.ts dev|start [next options]')
  if (mode === 'start') {
    const problems = productionStartProblems(env, process.env)
    if (problems.length)
      throw new Error(
        `npm start serves the site in production and will not start with these settings (see .env.example):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
      )
  }
  if (!env.DATABASE_URL) acquireDataDirLock(env.PGLITE_DIR)
  if (mode === 'start') {
    const mismatch = siteUrlMismatch(readBuiltSiteUrl(), env.SITE_URL)
    if (mismatch) throw new Error(mismatch)
  }

  const connection = openForScript()
  try {
    const { seeded, adminCreated } = await prepareDatabase(connection)
    console.log(seeded ? 'Database migrated and seeded with sample data.' : 'Database migrated.')
    if (adminCreated) console.log(`First admin created from ADMIN_EMAIL: ${adminCreated}`)
  } finally {
    await connection.close()
  }

  if (mode === 'start') dropDataCacheOfOtherBuilds()

  // `start` runs the production server of scripts/server.mjs (Next's handler, plus 503 when the database is
  // unreachable); `dev` runs Next's own.
  const [command, args] =
    mode === 'start'
      ? [process.execPath, [path.join(process.cwd(), 'scripts', 'server.mjs'), ...nextArgs]]
      : [path.join(process.cwd(), 'node_modules', '.bin', 'next'), [mode, ...nextArgs]]
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: {
      ...process.env,
      [LOCK_HOLDER_ENV]: String(process.pid),
      NEXT_TELEMETRY_DISABLED: '1',
      ...(mode === 'start' ? { NODE_ENV: 'production' } : {}),
    },
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => child.kill(signal))
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
}

main().catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
