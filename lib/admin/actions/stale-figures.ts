'use server'

import { adminAction } from '@/lib/actions/safe-action'
import { expireProviderPages } from '@/lib/admin/revalidate'
import { markFigureChecked, recheckSourceGroup } from '@/lib/data/stale-figures'
import { todayIso } from '@/lib/domain/dates'
import { figureCheckSchema, sourceRecheckSchema, STALE_MESSAGES } from '@/lib/validation/stale-figures'

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

/** 'Re-checked, still true': every figure citing one page is checked today and leaves the list. */
export const recheckSourceGroupAction = adminAction(
  sourceRecheckSchema,
  { name: 'admin.recheckSourceGroup', failureMessage: STALE_MESSAGES.failed },
  async (input, { audit }) => {
    const marked = await recheckSourceGroup(input)
    if (marked === 0) return { ok: false, error: STALE_MESSAGES.regroupGone }
    await audit('re-check', 'source', null, {
      figure: `${marked} figures citing ${input.sourceUrl} (${input.sourceDate})`,
      from: null,
      to: `checked ${todayIso()}`,
    })
    // Each figure's citation shows its checked day, and its freshness counts from it.
    expireProviderPages()
    return { ok: true, message: STALE_MESSAGES.rechecked(marked, todayIso()) }
  },
)
