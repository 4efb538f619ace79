'use server'

import { adminAction } from '@/lib/actions/safe-action'
import { expireSeoPage } from '@/lib/admin/revalidate'
import { deleteSeoOverride, saveSeoOverride } from '@/lib/data/seo-overrides'
import { idSchema } from '@/lib/validation/provider'
import { SEO_MESSAGES, seoOverrideSchema } from '@/lib/validation/seo'

export const saveSeoOverrideAction = adminAction(
  seoOverrideSchema,
  { name: 'admin.saveSeoOverride', failureMessage: SEO_MESSAGES.saveFailed },
  async (input, { audit }) => {
    const saved = await saveSeoOverride(input)
    await audit(saved.created ? 'create' : 'update', 'seo-override', saved.id, {
      path: saved.path,
      ...(saved.previousPath ? { previousPath: saved.previousPath } : {}),
    })
    expireSeoPage(saved.path)
    if (saved.previousPath) expireSeoPage(saved.previousPath)
    return { ok: true, message: saved.created ? SEO_MESSAGES.created : SEO_MESSAGES.updated }
  },
)

export const deleteSeoOverrideAction = adminAction(
  idSchema,
  { name: 'admin.deleteSeoOverride', failureMessage: SEO_MESSAGES.deleteFailed },
  async ({ id }, { audit }) => {
    const deleted = await deleteSeoOverride({ id })
    if (!deleted) return { ok: false, error: SEO_MESSAGES.deleteFailed }
    await audit('delete', 'seo-override', id, { path: deleted.path })
    expireSeoPage(deleted.path)
    return { ok: true, message: SEO_MESSAGES.deleted }
  },
)
