/**
 * `npm start` (scripts/run-next.ts start) is a production server: it refuses to start without a public
 * SITE_URL and a BETTER_AUTH_SECRET of its own, naming each, before it opens a database or a build. A local
 * production run says so with ALLOW_LOCAL_SITE_URL=1.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const SECRET = 'a-test-secret-of-thirty-two-chars-or-more'

function start(settings: Record<string, string>) {
  const env: Record<string, string | undefined> = {
    ...process.env,
    PGLITE_DIR: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vialscore-start-')), 'pglite'),
    ...settings,
  }
  // Jest's NODE_ENV=test is not what `npm start` gets.
  for (const name of [
    'NODE_ENV',
    'SITE_URL',
    'BETTER_AUTH_SECRET',
    'ALLOW_LOCAL_SITE_URL',
    'DATABASE_URL',
    'VERCEL_ENV',
  ])
    if (!(name in settings)) delete env[name]
  const result = spawnSync(
    path.join('node_modules', '.bin', 'tsx'),
    ['--conditions=react-server', 'scripts/run-next.ts', 'start', '-p', '3499'],
    { env: env as NodeJS.ProcessEnv, encoding: 'utf8', timeout: 60_000 },
  )
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

describe('npm start in production', () => {
  it('exits non-zero without BETTER_AUTH_SECRET and with a local SITE_URL, naming both', () => {
    const { status, output } = start({ SITE_URL: 'http://localhost:3000' })
    expect(status).toBe(1)
    expect(output).toContain('will not start with these settings')
    expect(output).toContain('BETTER_AUTH_SECRET: not set. Set 32 or more random characters')
    expect(output).toContain('SITE_URL: http://localhost:3000 is a local address')
    expect(output).not.toContain('Database migrated')
  })

  it('exits non-zero when SITE_URL is not set', () => {
    const { status, output } = start({ BETTER_AUTH_SECRET: SECRET })
    expect(status).toBe(1)
    expect(output).toContain("SITE_URL: not set. Set the site's public address")
    expect(output).not.toContain('BETTER_AUTH_SECRET')
  })

  it('exits non-zero for a short secret, with a public address', () => {
    const { status, output } = start({ SITE_URL: 'https://vialscore.example', BETTER_AUTH_SECRET: 'too-short' })
    expect(status).toBe(1)
    expect(output).toContain('BETTER_AUTH_SECRET: must be at least 32 characters')
  })

  it('a local production run needs ALLOW_LOCAL_SITE_URL=1 and still a secret', () => {
    const { status, output } = start({ SITE_URL: 'http://127.0.0.1:3499', ALLOW_LOCAL_SITE_URL: '1' })
    expect(status).toBe(1)
    expect(output).toContain('BETTER_AUTH_SECRET: not set')
    expect(output).not.toContain('SITE_URL:')
  })
})
