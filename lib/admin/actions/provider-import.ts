'use server'

import { adminAction } from '@/lib/actions/safe-action'
import { expireProviderPages } from '@/lib/admin/revalidate'
import { importProviderDocument, type ImportSummary } from '@/lib/data/open-data'
import { medicineCatalogue } from '@/lib/content/medications'
import { checkImportFile, ROW_NOTE, type Problem } from '@/lib/domain/provider-import'
import { IMPORT_MESSAGES, providerImportSchema } from '@/lib/validation/provider-import'

/** A refused file's report (every problem, at most MAX_REPORTED_PROBLEMS listed), or what a clean import did. */
export type ImportOutcome = { problems: Problem[]; total: number; rowNote: string } | ImportSummary

/**
 * Bulk import: the whole file is checked first and nothing is saved while any problem remains; a
 * clean file is written in one transaction, audited, and the pages that show providers expire.
 */
export const importProvidersAction = adminAction<typeof providerImportSchema, ImportOutcome>(
  providerImportSchema,
  { name: 'admin.importProviders', failureMessage: IMPORT_MESSAGES.failed },
  async ({ format, fileName, content }, { audit }) => {
    const checked = checkImportFile({ format, content, catalogue: medicineCatalogue() })
    if (checked.problems.length) {
      return {
        ok: false,
        error: IMPORT_MESSAGES.problems(checked.total),
        data: { problems: checked.problems, total: checked.total, rowNote: ROW_NOTE[format] },
      }
    }
    const summary = await importProviderDocument({ providers: checked.providers })
    const changed = summary.created.length + summary.updated.length
    if (changed === 0) return { ok: true, message: IMPORT_MESSAGES.noChanges, data: summary }
    await audit('import', 'providers', null, { format, fileName: fileName ?? null, ...summary })
    expireProviderPages()
    return {
      ok: true,
      message: `Imported: ${summary.created.length} created, ${summary.updated.length} updated, ${summary.unchanged} unchanged.`,
      data: summary,
    }
  },
)
