import 'server-only'
import type { z } from 'zod'
import { AppError } from '@/lib/errors'
import { cleanInput } from '@/lib/validation/clean-input'

export const BODY_MESSAGES = {
  tooLarge: 'The request is too large.',
  notJson: 'The request body must be JSON.',
  contentType: 'The request body must be JSON (Content-Type: application/json).',
  notObject: 'The request body must be a JSON object.',
  unknownField: (key: string) => `Unknown field: "${key.slice(0, 60)}".`,
} as const

export function isJsonContentType(value: string | null): boolean {
  const type = value?.split(';')[0]?.trim().toLowerCase() ?? ''
  return type === 'application/json' || /^application\/[a-z0-9.!#$&^_-]+\+json$/.test(type)
}

/** Streamed and abandoned past `maxBytes`, so an oversized or endless body is never held in memory. */
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
      // Not cancel(): Node 24's fetch then threw an uncaught "ReadableStream is already closed".
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

export async function readJson(request: Request, options: { maxBytes: number; context: string }): Promise<unknown> {
  if (!isJsonContentType(request.headers.get('content-type')))
    throw new AppError(`unsupported_media_type:${options.context}`, BODY_MESSAGES.contentType)
  return parseJson(await readBodyText(request, options), options.context)
}

export function parseJson(text: string, context: string): unknown {
  try {
    return cleanInput(JSON.parse(text))
  } catch {
    throw new AppError(`bad_request:${context}`, BODY_MESSAGES.notJson)
  }
}

/** Pass a strict schema (`z.strictObject`), so unknown fields are refused. */
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
