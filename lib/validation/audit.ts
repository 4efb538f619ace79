import { z } from 'zod'

const one = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (typeof value === 'string' ? value.trim().slice(0, 200) : ''))
/** A day filter: YYYY-MM-DD, or nothing (a malformed one is ignored, as an empty box would be). */
const day = one.transform((value) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : ''))

/** The audit log's filters from its query string: a provider (its id), an editor (their email), a date range. */
export const auditFilterSchema = z.object({ provider: one, editor: one, from: day, to: day })
export type AuditFilter = z.infer<typeof auditFilterSchema>
