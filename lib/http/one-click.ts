import { ONE_CLICK_BODY } from '@/lib/domain/newsletter'
import { env } from '@/lib/env'
import { AppError, toAppError } from '@/lib/errors'
import { BODY_MESSAGES, readBodyText } from '@/lib/http/read-json'
import { enforceRateLimit, RATE_LIMITS } from '@/lib/rate-limit'
import { clientAddressOf } from '@/lib/request-context'
import { TOKEN_PATTERN } from '@/lib/validation/newsletter'

/** `List-Unsubscribe=One-Click` and little else: anything larger is not a one-click request. */
const MAX_BODY_BYTES = 4_000
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']
const NO_STORE = { 'Cache-Control': 'no-store' }

export const ONE_CLICK_REFUSALS = {
  contentType: 'The request body must be a form (application/x-www-form-urlencoded or multipart/form-data).',
  badBody: `The request body must be ${ONE_CLICK_BODY.name}=${ONE_CLICK_BODY.value} (RFC 8058).`,
} as const

type OneClickOptions = {
  context: string
  /** `unknownToken` answers a malformed token too. */
  messages: { unknownToken: string; unsubscribed: string }
  unsubscribe: (token: string) => Promise<'unsubscribed' | 'already_unsubscribed' | 'unknown'>
  /** Where a browser opening the link is sent: the token's page, or `noToken` (a path) for a malformed token. */
  page: { withToken: (siteUrl: string, token: string) => string; noToken: string }
}

/** RFC 8058: POST unsubscribes on the token alone; GET (a browser or a scanner) must not, so it gets the page. */
export function oneClickRoute(options: OneClickOptions) {
  const { context } = options
  const refuse = (message: string, kind: 'bad_request' | 'not_found' | 'unsupported_media_type' = 'bad_request') =>
    new AppError(`${kind}:${context}`, message)

  function tokenOf(request: Request): string {
    const token = new URL(request.url).searchParams.get('token') ?? ''
    if (!TOKEN_PATTERN.test(token)) throw refuse(options.messages.unknownToken)
    return token
  }

  async function formFields(request: Request): Promise<{ getAll(name: string): unknown[] }> {
    const type = request.headers.get('content-type') ?? ''
    if (!FORM_TYPES.includes(type.split(';')[0].trim().toLowerCase()))
      throw refuse(ONE_CLICK_REFUSALS.contentType, 'unsupported_media_type')
    const text = await readBodyText(request, { maxBytes: MAX_BODY_BYTES, context })
    if (type.toLowerCase().startsWith('application/x-www-form-urlencoded')) return new URLSearchParams(text)
    try {
      return await new Response(text, { headers: { 'content-type': type } }).formData()
    } catch {
      throw refuse(ONE_CLICK_REFUSALS.badBody)
    }
  }

  async function POST(request: Request) {
    try {
      const token = tokenOf(request)
      const values = (await formFields(request)).getAll(ONE_CLICK_BODY.name)
      if (values.length !== 1 || values[0] !== ONE_CLICK_BODY.value) throw refuse(ONE_CLICK_REFUSALS.badBody)
      await enforceRateLimit(RATE_LIMITS.newsletterLink, clientAddressOf(request))
      const outcome = await options.unsubscribe(token)
      if (outcome === 'unknown') throw refuse(options.messages.unknownToken, 'not_found')
      return Response.json({ ok: true, message: options.messages.unsubscribed }, { headers: NO_STORE })
    } catch (error) {
      // readBodyText's word for bytes that are not UTF-8; these routes read forms.
      if (error instanceof AppError && error.message === BODY_MESSAGES.notJson)
        return refuse(ONE_CLICK_REFUSALS.badBody).toResponse()
      return toAppError(error, context).toResponse()
    }
  }

  async function GET(request: Request) {
    const token = new URL(request.url).searchParams.get('token') ?? ''
    const target = TOKEN_PATTERN.test(token)
      ? options.page.withToken(env.SITE_URL, token)
      : `${env.SITE_URL.replace(/\/+$/, '')}${options.page.noToken}`
    return new Response(null, { status: 303, headers: { Location: target, ...NO_STORE } })
  }

  return { POST, GET }
}
