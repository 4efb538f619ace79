'use server'

import { adminDeleteAction } from '@/lib/actions/admin-delete'
import { adminSaveAction } from '@/lib/actions/admin-save'
import { expireTags } from '@/lib/admin/revalidate'
import { TAGS } from '@/lib/cache-tags'
import { deleteKeyword, saveKeyword } from '@/lib/data/keywords'
import { KEYWORD_MESSAGES, keywordSchema } from '@/lib/validation/admin-content'

export const saveKeywordAction = adminSaveAction({
  name: 'admin.saveKeyword',
  entity: 'keyword',
  schema: keywordSchema,
  save: saveKeyword,
  messages: KEYWORD_MESSAGES,
  details: (_saved, input) => ({ keyword: input.keyword }),
  expire: () => expireTags(TAGS.keywords),
})

export const deleteKeywordAction = adminDeleteAction({
  name: 'admin.deleteKeyword',
  entity: 'keyword',
  remove: deleteKeyword,
  messages: KEYWORD_MESSAGES,
  expire: () => expireTags(TAGS.keywords),
})
