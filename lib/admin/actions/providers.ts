'use server'

import { adminDeleteAction } from '@/lib/actions/admin-delete'
import { adminAction } from '@/lib/actions/safe-action'
import { expireProviderPages } from '@/lib/admin/revalidate'
import { deleteProvider, saveProvider } from '@/lib/data/provider-admin'
import { discardProviderDraft, saveProviderDraft } from '@/lib/data/provider-drafts'
import { checkImageUpload } from '@/lib/domain/image-upload'
import { SAMPLE_PROVIDER_MESSAGE, TEST_DATA_MESSAGE, testDataField } from '@/lib/domain/test-data'
import { env } from '@/lib/env'
import {
  idSchema,
  PROVIDER_MESSAGES,
  providerFieldName,
  providerSchema,
  type LogoUpload,
} from '@/lib/validation/provider'

/** Outside development: a provider whose website is a test address, or marked as a sample, is refused. */
function testDataRefusal(input: { websiteUrl: string; isSample: boolean }): { field: string; message: string } | null {
  if (testDataField({ websiteUrl: input.websiteUrl }, env.ALLOW_TEST_DATA))
    return { field: 'websiteUrl', message: TEST_DATA_MESSAGE }
  if (input.isSample && !env.ALLOW_TEST_DATA) return { field: 'isSample', message: SAMPLE_PROVIDER_MESSAGE }
  return null
}

export const saveProviderAction = adminAction<typeof providerSchema, { conflict: true }>(
  providerSchema,
  { name: 'admin.saveProvider', failureMessage: PROVIDER_MESSAGES.saveFailed, fieldName: providerFieldName },
  async ({ card: { logoFile, ...card }, ...input }, { audit }) => {
    const testData = testDataRefusal(input)
    if (testData) return { ok: false, error: testData.message, fieldErrors: { [testData.field]: [testData.message] } }
    let logo: LogoUpload | null = null
    if (logoFile) {
      // The schema checked the size and the declared type; the bytes themselves decide what the file is.
      const bytes = new Uint8Array(await logoFile.arrayBuffer())
      const checked = checkImageUpload(bytes)
      if (!checked.ok) return { ok: false, error: checked.message, fieldErrors: { card_logoFile: [checked.message] } }
      logo = { bytes, contentType: checked.contentType }
    }
    const saved = await saveProvider({ ...input, card, logo })
    if (saved.status === 'conflict') return { ok: false, error: PROVIDER_MESSAGES.conflict, data: { conflict: true } }
    await audit(saved.created ? 'create' : 'update', 'provider', saved.id, {
      name: input.name,
      slug: saved.slug,
      ...(logo ? { logoUploaded: logo.contentType } : {}),
    })
    expireProviderPages()
    return { ok: true, message: saved.created ? PROVIDER_MESSAGES.created : PROVIDER_MESSAGES.updated }
  },
)

export const deleteProviderAction = adminDeleteAction({
  name: 'admin.deleteProvider',
  entity: 'provider',
  remove: deleteProvider,
  messages: PROVIDER_MESSAGES,
  details: (provider) => ({ slug: provider.slug }),
  expire: expireProviderPages,
})

/** Saves the form as a draft revision: nothing public changes until the provider is saved. */
export const saveProviderDraftAction = adminAction(
  providerSchema,
  { name: 'admin.saveProviderDraft', failureMessage: PROVIDER_MESSAGES.draftFailed, fieldName: providerFieldName },
  async ({ card: { logoFile, ...card }, ...input }, { audit }) => {
    if (!input.id) return { ok: false, error: PROVIDER_MESSAGES.draftNeedsProvider }
    // A draft holds form values only; an uploaded file is stored when the provider itself is saved.
    if (logoFile)
      return {
        ok: false,
        error: PROVIDER_MESSAGES.draftNoUpload,
        fieldErrors: { card_logoFile: [PROVIDER_MESSAGES.draftNoUpload] },
      }
    await saveProviderDraft({ ...input, card, id: input.id })
    await audit('draft', 'provider', input.id, { name: input.name, slug: input.slug })
    return { ok: true, message: PROVIDER_MESSAGES.draftSaved }
  },
)

export const discardProviderDraftAction = adminAction(
  idSchema,
  { name: 'admin.discardProviderDraft', failureMessage: PROVIDER_MESSAGES.draftDiscardFailed },
  async ({ id }, { audit }) => {
    if (!(await discardProviderDraft({ id }))) return { ok: false, error: PROVIDER_MESSAGES.draftDiscardFailed }
    await audit('discard-draft', 'provider', id, {})
    return { ok: true, message: PROVIDER_MESSAGES.draftDiscarded }
  },
)
