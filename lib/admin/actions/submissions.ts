'use server'

import { adminAction } from '@/lib/actions/safe-action'
import { convertSubmissionToProvider, setSubmissionStatus } from '@/lib/data/submissions'
import { idSchema } from '@/lib/validation/provider'
import { submissionStatusSchema } from '@/lib/validation/admin-content'

export const setSubmissionStatusAction = adminAction(
  submissionStatusSchema,
  { name: 'admin.setSubmissionStatus', failureMessage: 'Failed to update submission' },
  async (input, { audit }) => {
    if (!(await setSubmissionStatus(input))) return { ok: false, error: 'Failed to update submission' }
    await audit(input.status === 'reviewed' ? 'mark-reviewed' : 'mark-pending', 'submission', input.id)
    return { ok: true, message: input.status === 'reviewed' ? 'Marked as reviewed' : 'Marked as pending' }
  },
)

/** A draft provider (not featured, hidden from nothing but unranked until edited); an editor completes it. */
export const convertSubmissionAction = adminAction(
  idSchema,
  { name: 'admin.convertSubmission', failureMessage: 'Failed to create a provider from the submission' },
  async ({ id }, { audit }) => {
    const created = await convertSubmissionToProvider({ id })
    await audit('convert', 'submission', id, { providerId: created.providerId, slug: created.slug })
    return { ok: true, message: `Draft provider “${created.slug}” created: complete it under Providers.` }
  },
)
