// Jest's global setup: the template databases every database test file clones (tests/helpers/database.ts).
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import globalTeardown from './global-teardown'
import {
  createPgliteTemplate,
  createPostgresTemplate,
  PGLITE_TEMPLATE_SETTING,
  POSTGRES_TEMPLATE_SETTING,
  SEEDED_TEMPLATES,
} from './template-database'

const ROOT = path.resolve(__dirname, '../..')

export default async function globalSetup() {
  // Set here, before Jest starts its workers, the settings reach every test file. The one kind of database
  // tests/helpers/database.ts opens in this run: on TEST_DATABASE_URL's server when set, else PGlite.
  const serverUrl = process.env.TEST_DATABASE_URL
  const migrated = serverUrl ? await createPostgresTemplate(serverUrl) : await createPgliteTemplate()
  process.env[serverUrl ? POSTGRES_TEMPLATE_SETTING : PGLITE_TEMPLATE_SETTING] = migrated
  // The seeded templates too, side by side, so that no test file's hook spends its timeout seeding one (on a slow
  // host the first file asking for a seed once took longer than 30 s). Each in a child process under tsx
  // (tests/helpers/seed-template.ts): the seed modules import through the `@/` alias, which this file, loaded
  // without Jest's moduleNameMapper, cannot resolve.
  const seeded = await Promise.allSettled(
    SEEDED_TEMPLATES.map((name) =>
      promisify(execFile)(
        process.execPath,
        ['--conditions=react-server', '--import', 'tsx', 'tests/helpers/seed-template.ts', name, migrated],
        { cwd: ROOT },
      ),
    ),
  )
  const failed = seeded.find((result) => result.status === 'rejected')
  if (failed) {
    // Jest runs no global teardown after a failed global setup: the templates made so far go here.
    await globalTeardown()
    throw failed.reason
  }
}
