'use server'

import { adminAction } from '@/lib/actions/safe-action'
import { expireTags } from '@/lib/admin/revalidate'
import { TAGS } from '@/lib/cache-tags'
import { saveSiteContent } from '@/lib/data/site-content'
import { siteContentSchema } from '@/lib/validation/admin-content'

export const saveSiteContentAction = adminAction(
  siteContentSchema,
  { name: 'admin.saveSiteContent', failureMessage: 'Failed to save content' },
  async (input, { audit }) => {
    await saveSiteContent(input)
    await audit('update', 'site-content', input.key, { isActive: input.isActive })
    expireTags(TAGS.siteContent)
    return { ok: true, message: `Saved “${input.key}”` }
  },
)
