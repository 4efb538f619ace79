import { unsubscribeByToken } from '@/lib/data/subscriptions'
import { newsletterLinks, ONE_CLICK_BODY } from '@/lib/domain/newsletter'
import { env } from '@/lib/env'
import { AppError, toAppError } from '@/lib/errors'
import { BODY_MESSAGES, readBodyText } from '@/lib/http/read-json'
import { enforceRateLimit, RATE_LIMITS } from '@/lib/rate-limit'
import { clientAddressOf } from '@/lib/request-context'
import { NEWSLETTER_MESSAGES, TOKEN_PATTERN } from '@/lib/validation/newsletter'
import { ONE_CLICK_MESSAGES } from './schema'

export const dynamic = 'force-dynamic'

/** `List-Unsubscribe=One-Click` and little else: anything larger is not a one-click request. */
const MAX_BODY_BYTES = 4_000
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']
const NO_STORE = { 'Cache-Control': 'no-store' }

function tokenOf(request: Request): string {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  if (!TOKEN_PATTERN.test(token)) throw new AppError('bad_request:newsletter-unsubscribe', ONE_CLICK_MESSAGES.badToken)
  return token
}

/** The form body's fields: both encodings RFC 8058 names; a body that is neither, or malformed, is refused. */
async function formFields(request: Request): Promise<{ getAll(name: string): unknown[] }> {
  const type = request.headers.get('content-type') ?? ''
  if (!FORM_TYPES.includes(type.split(';')[0].trim().toLowerCase()))
    throw new AppError('unsupported_media_type:newsletter-unsubscribe', ONE_CLICK_MESSAGES.contentType)
  const text = await readBodyText(request, { maxBytes: MAX_BODY_BYTES, context: 'newsletter-unsubscribe' })
  if (type.toLowerCase().startsWith('application/x-www-form-urlencoded')) return new URLSearchParams(text)
  try {
    return await new Response(text, { headers: { 'content-type': type } }).formData()
  } catch {
    throw new AppError('bad_request:newsletter-unsubscribe', ONE_CLICK_MESSAGES.badBody)
  }
}

/**
 * One-click unsubscribe (RFC 8058): the target of every newsletter mail's List-Unsubscribe header. A mail
 * client POSTs `List-Unsubscribe=One-Click` here with no cookie and no page, so there is no session or CSRF
 * token to check: the unguessable token in the URL is the authority. 200 when the address is (now or
 * already) unsubscribed, 404 for a token nobody has.
 */
export async function POST(request: Request) {
  try {
    const token = tokenOf(request)
    const fields = await formFields(request)
    const values = fields.getAll(ONE_CLICK_BODY.name)
    if (values.length !== 1 || values[0] !== ONE_CLICK_BODY.value)
      throw new AppError('bad_request:newsletter-unsubscribe', ONE_CLICK_MESSAGES.badBody)
    await enforceRateLimit(RATE_LIMITS.newsletterLink, clientAddressOf(request))
    const outcome = await unsubscribeByToken({ token })
    if (outcome === 'unknown') throw new AppError('not_found:newsletter-unsubscribe', NEWSLETTER_MESSAGES.unknownToken)
    return Response.json({ ok: true, message: NEWSLETTER_MESSAGES.unsubscribed }, { headers: NO_STORE })
  } catch (error) {
    if (error instanceof AppError && error.message === BODY_MESSAGES.notJson) {
      // readBodyText's word for bytes that are not UTF-8; this route reads forms.
      return new AppError('bad_request:newsletter-unsubscribe', ONE_CLICK_MESSAGES.badBody).toResponse()
    }
    return toAppError(error, 'newsletter.unsubscribe').toResponse()
  }
}

/**
 * The same URL opened in a browser (a client without one-click support, or a scanner): it unsubscribes
 * nothing (RFC 8058: GET must not), and leads to the unsubscribe page and its button.
 */
export async function GET(request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const target = TOKEN_PATTERN.test(token)
    ? newsletterLinks.unsubscribePage(env.SITE_URL, token)
    : `${env.SITE_URL.replace(/\/+$/, '')}/unsubscribe`
  return new Response(null, { status: 303, headers: { Location: target, ...NO_STORE } })
}
