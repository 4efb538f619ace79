import { toAppError } from '@/lib/errors'
import { readJsonBody } from '@/lib/http/read-json'
import { handleMcpPost, mcpErrorResponse, mcpMethodNotAllowed } from '@/lib/mcp/server'
import { enforceRateLimit, RATE_LIMITS } from '@/lib/rate-limit'
import { clientAddressOf } from '@/lib/request-context'
import { MAX_BODY_BYTES, mcpMessageSchema } from './schema'

export const dynamic = 'force-dynamic'

/** The Model Context Protocol endpoint (stateless Streamable HTTP): parse (400/413/415), rate-limit (429), answer. */
export async function POST(request: Request) {
  try {
    const message = await readJsonBody(request, mcpMessageSchema, { maxBytes: MAX_BODY_BYTES, context: 'mcp' })
    await enforceRateLimit(RATE_LIMITS.mcp, clientAddressOf(request))
    return await handleMcpPost(request, message)
  } catch (error) {
    return mcpErrorResponse(toAppError(error, 'mcp'))
  }
}

export function GET() {
  return mcpMethodNotAllowed()
}

export function DELETE() {
  return mcpMethodNotAllowed()
}
