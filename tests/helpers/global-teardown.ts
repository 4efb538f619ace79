// Jest's global teardown: removes the templates the global setup made.
import {
  dropPostgresTemplate,
  PGLITE_TEMPLATE_SETTING,
  POSTGRES_TEMPLATE_SETTING,
  removePgliteTemplate,
} from './template-database'

export default async function globalTeardown() {
  const pgliteTemplate = process.env[PGLITE_TEMPLATE_SETTING]
  if (pgliteTemplate) removePgliteTemplate(pgliteTemplate)
  const postgresTemplate = process.env[POSTGRES_TEMPLATE_SETTING]
  if (postgresTemplate && process.env.TEST_DATABASE_URL)
    await dropPostgresTemplate(process.env.TEST_DATABASE_URL, postgresTemplate)
}
