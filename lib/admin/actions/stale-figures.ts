'use server'

import { adminAction } from '@/lib/actions/safe-action'
import { expireProviderPages } from '@/lib/admin/revalidate'
import { markFigureChecked } from '@/lib/data/stale-figures'
import { figureCheckSchema, STALE_MESSAGES } from '@/lib/validation/stale-figures'

export const markFigureCheckedAction = adminAction(
  figureCheckSchema,
  { name: 'admin.markFigureChecked', failureMessage: STALE_MESSAGES.failed },
  async (input, { audit }) => {
    if (!(await markFigureChecked(input))) return { ok: false, error: STALE_MESSAGES.failed }
    const [entity, id] = input.ref.split(':')
    await audit('mark-checked', entity, id, { sourceUrl: input.sourceUrl, sourceDate: input.sourceDate })
    // The 'Price as published {date}' lines show the checked day.
    expireProviderPages()
    return { ok: true, message: STALE_MESSAGES.checked }
  },
)
