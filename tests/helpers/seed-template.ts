/**
 * Makes one seeded template database from the migrated one. Jest's global setup (tests/helpers/global-setup.ts)
 * runs it in a child process, `node --conditions=react-server --import tsx`, because the seed modules import
 * through the `@/` alias, which tsx resolves from tsconfig.json and Jest's global setup (no moduleNameMapper)
 * does not.
 * Usage: seed-template.ts fixtures|sourced <migrated template: the PGlite tar file, or with TEST_DATABASE_URL
 * the Postgres database's name>
 */
import { seedDatabase } from '@/lib/db/seed'
import { fixtureProviderSeeds } from '../fixtures/providers'
import {
  createSeededPgliteTemplate,
  createSeededPostgresTemplate,
  SEEDED_TEMPLATES,
  type SeededTemplate,
  type TemplateFiller,
} from './template-database'

/** `fixtures`: the fictional fixture providers with the sample content; `sourced`: the site's own default. */
const SEEDS: Record<SeededTemplate, TemplateFiller> = {
  fixtures: ({ db }) => seedDatabase(db, { providers: fixtureProviderSeeds() }),
  sourced: ({ db }) => seedDatabase(db),
}

async function main() {
  const [name, migrated] = process.argv.slice(2) as [SeededTemplate, string]
  if (!SEEDED_TEMPLATES.includes(name) || !migrated)
    throw new Error(`Usage: seed-template.ts fixtures|sourced <migrated template>`)
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl) await createSeededPostgresTemplate(serverUrl, migrated, name, SEEDS[name])
  else await createSeededPgliteTemplate(migrated, name, SEEDS[name])
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
