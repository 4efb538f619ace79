'use server'

import { adminDeleteAction } from '@/lib/actions/admin-delete'
import { adminAction } from '@/lib/actions/safe-action'
import { expireTags } from '@/lib/admin/revalidate'
import { TAGS } from '@/lib/cache-tags'
import { deleteKeyword, saveKeyword } from '@/lib/data/keywords'
import { KEYWORD_MESSAGES, keywordSchema } from '@/lib/validation/admin-content'

export const saveKeywordAction = adminAction(
  keywordSchema,
  { name: 'admin.saveKeyword', failureMessage: KEYWORD_MESSAGES.saveFailed },
  async (input, { audit }) => {
    const saved = await saveKeyword(input)
    await audit(saved.created ? 'create' : 'update', 'keyword', saved.id, { keyword: input.keyword })
    expireTags(TAGS.keywords)
    return { ok: true, message: saved.created ? KEYWORD_MESSAGES.created : KEYWORD_MESSAGES.updated }
  },
)

export const deleteKeywordAction = adminDeleteAction({
  name: 'admin.deleteKeyword',
  entity: 'keyword',
  remove: deleteKeyword,
  messages: KEYWORD_MESSAGES,
  expire: () => expireTags(TAGS.keywords),
})
