import { defineConfig } from 'drizzle-kit'

// Only `generate` is used: it diffs the schema against the committed snapshots and needs no database.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema.ts',
  out: './lib/db/migrations',
})
