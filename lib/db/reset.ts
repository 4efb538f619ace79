import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { Connection } from './client'

/** Drops every table of the app (and Drizzle's journal) so migrations start from nothing. */
export async function dropEverything(connection: Connection) {
  await connection.db.execute(sql`drop schema if exists public cascade`)
  await connection.db.execute(sql`drop schema if exists drizzle cascade`)
  await connection.db.execute(sql`create schema public`)
}

export function removeDataDir(dataDir: string) {
  fs.rmSync(path.resolve(dataDir), { recursive: true, force: true })
}
