import 'server-only'
import { AppError } from '@/lib/errors'
import { BODY_MESSAGES, isJsonContentType, parseJson, readBodyText } from '@/lib/http/read-json'

/** Sign-in bodies are a few hundred bytes; nothing Better Auth takes from us comes near this. */
export const MAX_AUTH_BODY_BYTES = 16 * 1024
const BASE_PATH = '/api/auth'
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

type SchemaLike = { shape?: Record<string, unknown>; def?: { type?: string; innerType?: unknown } }
type Endpoint = { path?: unknown; options?: { method?: string | string[]; body?: unknown } }

/** The fields an endpoint's body schema declares: none, a known list, or a shape we leave to Better Auth. */
function declaredFields(
  schema: unknown,
): { kind: 'none' } | { kind: 'fields'; fields: Set<string> } | { kind: 'other' } {
  let current = schema as SchemaLike | undefined
  while (current?.def && ['optional', 'nullable', 'default', 'nonoptional'].includes(current.def.type ?? ''))
    current = current.def.innerType as SchemaLike
  if (!current) return { kind: 'none' }
  return current.shape && typeof current.shape === 'object'
    ? { kind: 'fields', fields: new Set(Object.keys(current.shape)) }
    : { kind: 'other' }
}

function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  return new RegExp(`^${source}/?$`)
}

/** Better Auth's endpoint for this method and path, read from the endpoints it exposes. */
export function findEndpoint(api: Record<string, unknown>, method: string, pathname: string): Endpoint | undefined {
  if (!pathname.startsWith(`${BASE_PATH}/`)) return undefined
  const path = pathname.slice(BASE_PATH.length)
  return (Object.values(api) as Endpoint[]).find((endpoint) => {
    if (typeof endpoint?.path !== 'string') return false
    const methods = [endpoint.options?.method ?? 'GET'].flat()
    return (methods.includes(method) || methods.includes('*')) && pathPattern(endpoint.path).test(path)
  })
}

/**
 * Better Auth validates each body with its own schema but keeps unknown fields and reads bodies of any
 * size. Before it sees one: at most MAX_AUTH_BODY_BYTES (413), JSON only (415), a JSON object (400) with
 * only the fields the endpoint declares (400). Returns the body text to pass on ('' for none), its strings
 * cleaned (cleanInput).
 */
export async function checkedAuthBody(request: Request, endpoint: Endpoint): Promise<string> {
  const text = await readBodyText(request, { maxBytes: MAX_AUTH_BODY_BYTES, context: 'auth' })
  if (!text.trim()) return ''
  if (!isJsonContentType(request.headers.get('content-type')))
    throw new AppError('unsupported_media_type:auth', BODY_MESSAGES.contentType)
  const body = parseJson(text, 'auth')
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new AppError('bad_request:auth', BODY_MESSAGES.notObject)
  const declared = declaredFields(endpoint.options?.body)
  for (const key of Object.keys(body)) {
    const known =
      declared.kind === 'fields' ? declared.fields.has(key) : declared.kind === 'other' && !PROTOTYPE_KEYS.has(key)
    if (!known) throw new AppError('bad_request:auth', BODY_MESSAGES.unknownField(key))
  }
  // Re-serialised from the cleaned parse: no lone surrogates or U+0000 reach Better Auth's queries.
  return JSON.stringify(body)
}
