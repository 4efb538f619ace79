'use server'

import { z } from 'zod'
import { adminAction } from '@/lib/actions/safe-action'
import { expireEverything } from '@/lib/admin/revalidate'

/** 'Clear All Caches': expires every cached read and page on the server. */
export const clearAllCaches = adminAction(
  z.strictObject({}),
  { name: 'admin.clearAllCaches', failureMessage: 'Failed to clear caches' },
  async (_input, { audit }) => {
    expireEverything()
    await audit('clear-caches', 'cache')
    return { ok: true, message: 'All caches cleared' }
  },
)
