import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import postgres from 'postgres'
import {
  APP_SCHEMAS,
  BackupError,
  summarise,
  writeAtomically,
  type BackupResult,
  type DatabaseSummary,
  type RestoreResult,
} from './backup-core'

const run = promisify(execFile)

/** libpq reads the password from PGPASSWORD, so it never shows in the process list. */
function libpqConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } }
}

async function withClient<T>(url: string, work: (client: postgres.Sql) => Promise<T>): Promise<T> {
  const client = postgres(url, { max: 1, onnotice: () => {} })
  try {
    return await work(client)
  } finally {
    await client.end({ timeout: 5 })
  }
}

const serverMajorVersion = (url: string) =>
  withClient(url, async (client) =>
    Math.floor(Number((await client`show server_version_num`)[0].server_version_num) / 10000),
  )

const summarisePostgres = (url: string): Promise<DatabaseSummary> =>
  withClient(url, (client) => summarise((text) => client.unsafe(text) as unknown as Promise<Record<string, unknown>[]>))

function toolCandidates(name: string): string[] {
  const root = '/usr/lib/postgresql'
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => /^\d+$/.test(v)) : []
  return [name, ...versions.sort((a, b) => Number(b) - Number(a)).map((v) => `${root}/${v}/bin/${name}`)]
}

/** At least the server's major: pg_dump refuses a newer server, and an older pg_restore a newer archive. */
export async function findTool(
  name: 'pg_dump' | 'pg_restore' | 'psql',
  serverMajor: number,
  candidates = toolCandidates(name),
): Promise<string> {
  const tooOld: string[] = []
  for (const candidate of candidates) {
    try {
      const { stdout } = await run(candidate, ['--version'])
      // "pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)"
      const major = Number(/\(PostgreSQL\)\s+(\d+)/.exec(stdout)?.[1] ?? /\s(\d+)\.\d+/.exec(stdout)?.[1])
      if (major >= serverMajor) return candidate
      tooOld.push(`${candidate} is version ${major}`)
    } catch {
      // Not installed there: try the next place.
    }
  }
  const install =
    `Install the PostgreSQL ${serverMajor} (or newer) client tools and put them on PATH: ` +
    `apt-get install postgresql-client-${serverMajor} on Debian/Ubuntu, brew install libpq on macOS.`
  if (tooOld.length)
    throw new BackupError(
      `${name} is older than the server (PostgreSQL ${serverMajor}): ${tooOld.join(', ')}. ${install}`,
    )
  throw new BackupError(`${name} was not found. ${install}`)
}

async function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv, what: string): Promise<string> {
  try {
    return (await run(tool, args, { env, maxBuffer: 256 * 1024 * 1024 })).stdout
  } catch (error) {
    const { stderr, signal } = error as { stderr?: string; signal?: string }
    const detail =
      String(stderr ?? '').trim() || (signal ? `${path.basename(tool)} crashed (${signal})` : (error as Error).message)
    throw new BackupError(`${what} failed: ${detail}`)
  }
}

export async function backupPostgres(url: string, file: string): Promise<BackupResult> {
  const pgDump = await findTool('pg_dump', await serverMajorVersion(url))
  const { dbname, env } = libpqConnection(url)
  const summary = await summarisePostgres(url)
  // Only the app's schemas: a hosted server (Supabase) keeps schemas of its own beside them.
  const schemas = APP_SCHEMAS.map((schema) => `--schema=${schema}`)
  await writeAtomically(file, async (partial) => {
    await runTool(pgDump, ['--format=custom', ...schemas, `--file=${partial}`, `--dbname=${dbname}`], env, 'pg_dump')
  })
  return { ...summary, file, bytes: fs.statSync(file).size }
}

export async function restorePostgres(url: string, file: string): Promise<RestoreResult> {
  const serverMajor = await serverMajorVersion(url)
  const pgRestore = await findTool('pg_restore', serverMajor)
  const psql = await findTool('psql', serverMajor)
  const { dbname, env } = libpqConnection(url)

  const contents = await runTool(pgRestore, ['--list', file], env, `Reading ${file} (nothing was changed)`)
  if (!/ TABLE drizzle __drizzle_migrations /.test(contents) || !/ SCHEMA - public /.test(contents)) {
    throw new BackupError(
      `${file} is not a VialScore backup made by npm run db:backup (no app schemas in it). Nothing was changed.`,
    )
  }

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vialscore-restore-'))
  try {
    // SQL first reads every byte, so a damaged archive fails before the database is touched.
    const script = path.join(work, 'restore.sql')
    await runTool(
      pgRestore,
      ['--no-owner', '--no-privileges', `--file=${script}`, file],
      env,
      `Reading ${file} (nothing was changed)`,
    )
    // Drop the schemas, so tables newer than the backup go too (pg_restore --clean keeps them and the next
    // migrate fails); psql's single transaction leaves the database as it was on error.
    const prelude = path.join(work, 'prelude.sql')
    fs.writeFileSync(prelude, APP_SCHEMAS.map((schema) => `drop schema if exists "${schema}" cascade;`).join('\n'))
    const psqlArgs = [
      '--no-psqlrc',
      '--quiet',
      '--set=ON_ERROR_STOP=1',
      '--single-transaction',
      `--file=${prelude}`,
      `--file=${script}`,
    ]
    await runTool(psql, [...psqlArgs, `--dbname=${dbname}`], env, 'Restore (rolled back: nothing was changed)')
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
  return { ...(await summarisePostgres(url)), file }
}
