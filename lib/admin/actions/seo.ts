'use server'

import { adminDeleteAction } from '@/lib/actions/admin-delete'
import { adminSaveAction } from '@/lib/actions/admin-save'
import { expireSeoPage } from '@/lib/admin/revalidate'
import { deleteSeoOverride, saveSeoOverride } from '@/lib/data/seo-overrides'
import { SEO_MESSAGES, seoOverrideSchema } from '@/lib/validation/seo'

export const saveSeoOverrideAction = adminSaveAction({
  name: 'admin.saveSeoOverride',
  entity: 'seo-override',
  schema: seoOverrideSchema,
  save: saveSeoOverride,
  messages: SEO_MESSAGES,
  details: (saved) => ({ path: saved.path, ...(saved.previousPath ? { previousPath: saved.previousPath } : {}) }),
  expire: (saved) => {
    expireSeoPage(saved.path)
    if (saved.previousPath) expireSeoPage(saved.previousPath)
  },
})

export const deleteSeoOverrideAction = adminDeleteAction({
  name: 'admin.deleteSeoOverride',
  entity: 'seo-override',
  remove: deleteSeoOverride,
  messages: SEO_MESSAGES,
  details: (override) => ({ path: override.path }),
  expire: (override) => expireSeoPage(override.path),
})
