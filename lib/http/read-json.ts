import 'server-only'
import type { z } from 'zod'
import { AppError } from '@/lib/errors'
import { cleanInput } from '@/lib/validation/clean-input'

/** What a route handler answers for a body it will not read. */
export const BODY_MESSAGES = {
  tooLarge: 'The request is too large.',
  notJson: 'The request body must be JSON.',
  contentType: 'The request body must be JSON (Content-Type: application/json).',
  notObject: 'The request body must be a JSON object.',
  unknownField: (key: string) => `Unknown field: "${key.slice(0, 60)}".`,
} as const

/** application/json, or any application/*+json type, with or without parameters. */
export function isJsonContentType(value: string | null): boolean {
  const type = value?.split(';')[0]?.trim().toLowerCase() ?? ''
  return type === 'application/json' || /^application\/[a-z0-9.!#$&^_-]+\+json$/.test(type)
}

/**
 * The body as UTF-8 text, read as a stream and abandoned as soon as it passes `maxBytes` (413), so an
 * oversized or endless body is never held in memory. A declared Content-Length over the limit is refused
 * before reading; bytes that are not UTF-8 are a 400.
 */
export async function readBodyText(
  request: Request,
  { maxBytes, context }: { maxBytes: number; context: string },
): Promise<string> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes)
    throw new AppError(`payload_too_large:${context}`, BODY_MESSAGES.tooLarge)
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength
    if (size > maxBytes) {
      // Stop reading and let go, without cancelling: Node 24's fetch closes a body made from an async
      // iterable one microtask after its last pull, and closing a cancelled stream there threw an uncaught
      // "ReadableStream is already closed". The server discards what is left of the request.
      reader.releaseLock()
      throw new AppError(`payload_too_large:${context}`, BODY_MESSAGES.tooLarge)
    }
    chunks.push(chunk.value)
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks))
  } catch {
    throw new AppError(`bad_request:${context}`, BODY_MESSAGES.notJson)
  }
}

/**
 * The body parsed as JSON: 415 for another content type, 413 over `maxBytes`, 400 for text that is not
 * JSON. Its strings are made storable (cleanInput: no lone surrogates, no U+0000).
 */
export async function readJson(request: Request, options: { maxBytes: number; context: string }): Promise<unknown> {
  if (!isJsonContentType(request.headers.get('content-type')))
    throw new AppError(`unsupported_media_type:${options.context}`, BODY_MESSAGES.contentType)
  return parseJson(await readBodyText(request, options), options.context)
}

/** JSON text parsed, with its strings made storable; 400 for text that is not JSON. */
export function parseJson(text: string, context: string): unknown {
  try {
    return cleanInput(JSON.parse(text))
  } catch {
    throw new AppError(`bad_request:${context}`, BODY_MESSAGES.notJson)
  }
}

/**
 * A route handler's JSON body, validated: the schema should be strict (`z.strictObject`), so unknown fields
 * are refused. Throws an AppError (400/413/415) with a clear message; the handler turns it into a response.
 */
export async function readJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  options: { maxBytes: number; context: string },
): Promise<z.output<S>> {
  const parsed = schema.safeParse(await readJson(request, options))
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {}
    for (const issue of parsed.error.issues) (fieldErrors[issue.path.join('.') || '_form'] ??= []).push(issue.message)
    throw new AppError(`bad_request:${options.context}`, parsed.error.issues[0]?.message ?? 'Invalid request.', {
      fieldErrors,
    })
  }
  return parsed.data
}
