'use server'

import { headers } from 'next/headers'
import { env } from '@/lib/env'
import { publicAction } from '@/lib/actions/safe-action'
import { createProviderSubmission } from '@/lib/data/submissions'
import { getMailer } from '@/lib/integrations/mail'
import { RATE_LIMITS } from '@/lib/rate-limit'
import { providerSubmissionSchema, SUBMISSION_MESSAGES, submissionPayload } from '@/lib/validation/provider-submission'

async function userAgent(): Promise<string> {
  try {
    return (await headers()).get('user-agent')?.slice(0, 300) ?? ''
  } catch {
    return ''
  }
}

/** Stores the submission for review (and mails it to SUBMISSIONS_EMAIL when set). */
export const submitProvider = publicAction(
  providerSubmissionSchema,
  { name: 'provider.submit', failureMessage: SUBMISSION_MESSAGES.failure, rateLimit: RATE_LIMITS.submission },
  async (input) => {
    // A filled honeypot is a bot: answer as if it worked, keep nothing.
    if (input.companyFax) return { ok: true, message: SUBMISSION_MESSAGES.success }
    const payload = submissionPayload(input, { timestamp: new Date().toISOString(), userAgent: await userAgent() })
    const id = await createProviderSubmission(input, payload)
    if (env.SUBMISSIONS_EMAIL) {
      await getMailer().send({
        to: env.SUBMISSIONS_EMAIL,
        subject: `New provider submission: ${input.name}`,
        text: `Submission ${id}\n\n${JSON.stringify(payload, null, 2)}`,
      })
    }
    return { ok: true, message: SUBMISSION_MESSAGES.success }
  },
)
