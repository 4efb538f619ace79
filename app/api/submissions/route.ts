import { receiveProviderSubmission } from '@/lib/data/submissions'
import { toAppError } from '@/lib/errors'
import { readJsonBody } from '@/lib/http/read-json'
import { enforceRateLimit, RATE_LIMITS } from '@/lib/rate-limit'
import { clientAddressOf } from '@/lib/request-context'
import { providerSubmissionSchema, SUBMISSION_MESSAGES } from '@/lib/validation/provider-submission'

export const dynamic = 'force-dynamic'

/** A submission is a few text fields: anything larger is not one. */
const MAX_BODY_BYTES = 16_000

/**
 * A provider submission over HTTP, for partners without the page: the form's fields as a JSON object, the
 * form's rules and messages (400 with `fieldErrors`), its rate limit (429) and honeypot, into the same
 * review queue. 201 with the form's success message.
 */
export async function POST(request: Request) {
  try {
    const input = await readJsonBody(request, providerSubmissionSchema, {
      maxBytes: MAX_BODY_BYTES,
      context: 'submissions',
    })
    await enforceRateLimit(RATE_LIMITS.submission, clientAddressOf(request))
    await receiveProviderSubmission(input, request.headers.get('user-agent') ?? '')
    return Response.json(
      { ok: true, message: SUBMISSION_MESSAGES.success },
      { status: 201, headers: { 'Cache-Control': 'no-store' } },
    )
  } catch (error) {
    return toAppError(error, 'submissions').toResponse()
  }
}
