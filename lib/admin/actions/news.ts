'use server'

import { z } from 'zod'
import { adminAction } from '@/lib/actions/safe-action'
import { expireTags } from '@/lib/admin/revalidate'
import { TAGS } from '@/lib/cache-tags'
import { setNewsHidden } from '@/lib/data/news'
import { refreshNewsIfDue } from '@/lib/integrations/news/refresh'

export const setNewsHiddenAction = adminAction(
  z.strictObject({ id: z.uuid('Unknown item'), hidden: z.boolean() }),
  { name: 'admin.setNewsHidden', failureMessage: 'Failed to update the news item' },
  async ({ id, hidden }, { audit }) => {
    if (!(await setNewsHidden({ id, hidden }))) return { ok: false, error: 'Failed to update the news item' }
    await audit(hidden ? 'hide' : 'show', 'news-item', id)
    expireTags(TAGS.news)
    return { ok: true, message: hidden ? 'News item hidden' : 'News item shown' }
  },
)

export const refreshNewsAction = adminAction(
  z.strictObject({}),
  { name: 'admin.refreshNews', failureMessage: 'Failed to refresh the news' },
  async (_input, { audit }) => {
    const { ran, reports } = await refreshNewsIfDue({ force: true })
    if (!ran) return { ok: false, error: 'A news refresh is already running; try again in a few minutes.' }
    const added = reports.reduce((sum, report) => sum + report.added, 0)
    const failed = reports.filter((report) => report.error).length
    await audit('refresh', 'news', null, { added, failed })
    expireTags(TAGS.news)
    return {
      ok: true,
      message: `News refreshed: ${added} new item${added === 1 ? '' : 's'}${failed ? `, ${failed} feed${failed === 1 ? '' : 's'} skipped` : ''}.`,
    }
  },
)
