import { toNextJsHandler } from 'better-auth/next-js'
import { getAuth } from '@/lib/auth'
import { AppError, toAppError } from '@/lib/errors'
import { clientAddressOf, withClientAddress } from '@/lib/request-context'
import { checkedAuthBody, findEndpoint } from './guard'

export const dynamic = 'force-dynamic'

/**
 * Better Auth's endpoints. Ours first: an unknown endpoint is a 404 with a message, and a body is checked
 * for size, type and unknown fields (guard.ts) before Better Auth parses it. Better Auth's own errors
 * (400/401/403/429) pass through; an empty one gets a message.
 */
async function handle(request: Request) {
  try {
    const auth = await getAuth()
    const endpoint = findEndpoint(auth.api as Record<string, unknown>, request.method, new URL(request.url).pathname)
    if (!endpoint) throw new AppError('not_found:auth', 'No such authentication endpoint.')
    // Better Auth's per-address limit counts the address we resolved (lib/request-context.ts), never one a
    // client wrote: the header is replaced on every request it sees.
    const headers = withClientAddress(request.headers, clientAddressOf(request))
    let forwarded = new Request(request.url, { method: request.method, headers })
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const body = await checkedAuthBody(request, endpoint)
      headers.delete('content-length')
      forwarded = new Request(request.url, { method: request.method, headers, body: body || undefined })
    }
    const handlers = toNextJsHandler(auth)
    const response = await (request.method === 'GET' ? handlers.GET(forwarded) : handlers.POST(forwarded))
    if (response.status >= 400 && !(await response.clone().text()).trim()) {
      const error = new AppError(
        response.status === 404 ? 'not_found:auth' : response.status === 401 ? 'unauthorized:auth' : 'bad_request:auth',
        response.status === 401 ? 'Authentication required.' : undefined,
      )
      const headers = new Headers(response.headers)
      headers.delete('content-length')
      headers.delete('content-type')
      return Response.json({ error: error.message }, { status: response.status, headers })
    }
    return response
  } catch (error) {
    return toAppError(error, 'auth').toResponse()
  }
}

export { handle as GET, handle as POST }
