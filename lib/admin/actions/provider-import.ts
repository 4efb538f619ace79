'use server'

import { adminAction } from '@/lib/actions/safe-action'
import { expireProviderPages } from '@/lib/admin/revalidate'
import { importProviderDocument, previewProviderDocument, type ImportSummary } from '@/lib/data/open-data'
import { medicineCatalogue } from '@/lib/content/medications'
import type { ImportPreview } from '@/lib/domain/import-preview'
import { checkImportFile, ROW_NOTE, type Problem } from '@/lib/domain/provider-import'
import { providerAddresses, SAMPLE_PROVIDER_MESSAGE, TEST_DATA_MESSAGE, testDataField } from '@/lib/domain/test-data'
import { env } from '@/lib/env'
import { IMPORT_MESSAGES, providerImportSchema } from '@/lib/validation/provider-import'

/** A preview and the token its confirmation sends back. */
export type ImportPreviewOutcome = { preview: ImportPreview; token: string }
/** A refused file's report (every problem, at most MAX_REPORTED_PROBLEMS listed), a preview, or what an import did. */
export type ImportOutcome =
  { problems: Problem[]; total: number; rowNote: string } | ImportPreviewOutcome | ImportSummary

/** How many of an import's changes its audit entry lists one by one. */
const AUDITED_CHANGES = 200

const summaryOf = ({ created, updated, unchanged }: ImportPreview): ImportSummary => ({ created, updated, unchanged })

/**
 * Bulk import in two steps. The whole file is checked first and nothing is saved while any problem remains; a
 * clean file is previewed (every change it makes, nothing written), and only the editor's confirmation, which
 * sends the file again with the preview's token, writes it: in one transaction, while the changes are still
 * those previewed, audited, and the pages that show providers expire.
 */
export const importProvidersAction = adminAction<typeof providerImportSchema, ImportOutcome>(
  providerImportSchema,
  { name: 'admin.importProviders', failureMessage: IMPORT_MESSAGES.failed },
  async ({ format, fileName, content, confirm }, { audit }) => {
    const checked = checkImportFile({ format, content, catalogue: medicineCatalogue() })
    if (checked.problems.length) {
      return {
        ok: false,
        error: IMPORT_MESSAGES.problems(checked.total),
        data: { problems: checked.problems, total: checked.total, rowNote: ROW_NOTE[format] },
      }
    }
    // Outside development, test data is refused whole: the file names where it stands.
    if (!env.ALLOW_TEST_DATA) {
      const sample = checked.providers.find((provider) => provider.isSample)
      if (sample) return { ok: false, error: `${sample.slug}: ${SAMPLE_PROVIDER_MESSAGE}` }
      for (const provider of checked.providers) {
        const field = testDataField(providerAddresses(provider), false)
        if (field) return { ok: false, error: `${field}: ${TEST_DATA_MESSAGE}` }
      }
    }
    const outcome = confirm
      ? await importProviderDocument({ providers: checked.providers, token: confirm })
      : { written: false as const, ...(await previewProviderDocument({ providers: checked.providers })) }
    if (!outcome.written) {
      const { preview, token } = outcome
      if (preview.changes.length === 0)
        return { ok: true, message: IMPORT_MESSAGES.noChanges, data: summaryOf(preview) }
      if (confirm) return { ok: false, error: IMPORT_MESSAGES.stale, data: { preview, token } }
      return {
        ok: true,
        message: IMPORT_MESSAGES.preview(preview.created.length, preview.updated.length),
        data: { preview, token },
      }
    }
    const { summary, changes } = outcome
    // The log lists what the import changed, from what to what (the first AUDITED_CHANGES, then how many more).
    await audit('import', 'providers', null, {
      format,
      fileName: fileName ?? null,
      ...summary,
      changes: changes.length,
      changed: changes
        .slice(0, AUDITED_CHANGES)
        .map((change) => `${change.slug}, ${change.what}: ${change.from ?? '—'} → ${change.to ?? '—'}`),
    })
    expireProviderPages()
    return {
      ok: true,
      message: `Imported: ${summary.created.length} created, ${summary.updated.length} updated, ${summary.unchanged} unchanged.`,
      data: summary,
    }
  },
)
