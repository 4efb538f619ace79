'use server'

import { adminDeleteAction } from '@/lib/actions/admin-delete'
import { adminAction } from '@/lib/actions/safe-action'
import { expireSeoPage } from '@/lib/admin/revalidate'
import { deleteSeoOverride, saveSeoOverride } from '@/lib/data/seo-overrides'
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

export const deleteSeoOverrideAction = adminDeleteAction({
  name: 'admin.deleteSeoOverride',
  entity: 'seo-override',
  remove: deleteSeoOverride,
  messages: SEO_MESSAGES,
  details: (override) => ({ path: override.path }),
  expire: (override) => expireSeoPage(override.path),
})
