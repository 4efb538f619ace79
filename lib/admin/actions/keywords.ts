'use server'

import { adminAction } from '@/lib/actions/safe-action'
import { expireTags } from '@/lib/admin/revalidate'
import { TAGS } from '@/lib/cache-tags'
import { deleteKeyword, saveKeyword } from '@/lib/data/keywords'
import { idSchema } from '@/lib/validation/provider'
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

export const deleteKeywordAction = adminAction(
  idSchema,
  { name: 'admin.deleteKeyword', failureMessage: KEYWORD_MESSAGES.deleteFailed },
  async ({ id }, { audit }) => {
    if (!(await deleteKeyword({ id }))) return { ok: false, error: KEYWORD_MESSAGES.deleteFailed }
    await audit('delete', 'keyword', id)
    expireTags(TAGS.keywords)
    return { ok: true, message: KEYWORD_MESSAGES.deleted }
  },
)
