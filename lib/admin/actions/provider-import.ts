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

export type ImportPreviewOutcome = { preview: ImportPreview; token: string }
export type ImportOutcome =
  { problems: Problem[]; total: number; rowNote: string } | ImportPreviewOutcome | ImportSummary

const AUDITED_CHANGES = 200

const summaryOf = ({ created, updated, unchanged }: ImportPreview): ImportSummary => ({ created, updated, unchanged })

/** Two steps: a clean file is previewed; the confirmation resends it with the token, written only if unchanged. */
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
