import { z } from 'zod'

/** Tool calls are a few hundred bytes; anything over this is refused before it is parsed. */
export const MAX_BODY_BYTES = 64 * 1024

/**
 * One JSON-RPC message from an MCP client: a request (with an id) or a notification. The SDK checks the
 * method and params; this keeps the body to the protocol's own fields. Batches (arrays) were dropped from
 * the protocol in 2025-06-18, and responses never come to a stateless server, which sends no requests.
 */
export const mcpMessageSchema = z.strictObject(
  {
    jsonrpc: z.literal('2.0'),
    id: z.union([z.string().max(200), z.number().int().safe()]).optional(),
    method: z.string().min(1).max(200),
    params: z
      .custom<Record<string, unknown>>(
        (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
        'params must be an object.',
      )
      .optional(),
  },
  {
    error: (issue) =>
      issue.code === 'invalid_type' ? 'The request body must be one JSON-RPC message (a JSON object).' : undefined,
  },
)
