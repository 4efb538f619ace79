// Jest's global setup: the migrated templates every database test file clones (tests/helpers/database.ts).
import {
  createPgliteTemplate,
  createPostgresTemplate,
  PGLITE_TEMPLATE_SETTING,
  POSTGRES_TEMPLATE_SETTING,
} from './template-database'

export default async function globalSetup() {
  // Set here, before Jest starts its workers, the settings reach every test file. The one kind of database
  // tests/helpers/database.ts opens in this run: on TEST_DATABASE_URL's server when set, else PGlite.
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl) process.env[POSTGRES_TEMPLATE_SETTING] = await createPostgresTemplate(serverUrl)
  else process.env[PGLITE_TEMPLATE_SETTING] = await createPgliteTemplate()
}
