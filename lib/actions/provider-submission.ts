'use server'

import { headers } from 'next/headers'
import { publicAction } from '@/lib/actions/safe-action'
import { receiveProviderSubmission } from '@/lib/data/submissions'
import { RATE_LIMITS } from '@/lib/rate-limit'
import { providerSubmissionSchema, SUBMISSION_MESSAGES } from '@/lib/validation/provider-submission'

async function userAgent(): Promise<string> {
  try {
    return (await headers()).get('user-agent') ?? ''
  } catch {
    return ''
  }
}

/** Stores the submission for review (and mails it to SUBMISSIONS_EMAIL when set). */
export const submitProvider = publicAction(
  providerSubmissionSchema,
  { name: 'provider.submit', failureMessage: SUBMISSION_MESSAGES.failure, rateLimit: RATE_LIMITS.submission },
  async (input) => {
    await receiveProviderSubmission(input, await userAgent())
    return { ok: true, message: SUBMISSION_MESSAGES.success }
  },
)
