/**
 * The project's one error type: a code `kind:subject` that maps to an HTTP status and a message that is
 * safe to show. Unknown errors are logged with context and the visitor sees a plain sentence.
 */
const STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limit: 429,
  unavailable: 503,
  internal: 500,
} as const

export type ErrorKind = keyof typeof STATUS
export type ErrorCode = `${ErrorKind}:${string}`

const DEFAULT_MESSAGES: Record<ErrorKind, string> = {
  bad_request: 'The request was not valid.',
  unauthorized: 'Admin authentication required',
  forbidden: 'Access denied. Admin privileges required.',
  not_found: 'Not found.',
  conflict: 'That already exists.',
  payload_too_large: 'The request is too large.',
  unsupported_media_type: 'The request body must be JSON (Content-Type: application/json).',
  rate_limit: 'Too many requests. Please wait a moment and try again.',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  internal: 'Something went wrong. Please try again later.',
}

export class AppError extends Error {
  readonly kind: ErrorKind
  readonly status: number

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: { retryAfterSeconds?: number; fieldErrors?: Record<string, string[]> },
  ) {
    const kind = code.split(':')[0] as ErrorKind
    super(message ?? DEFAULT_MESSAGES[kind] ?? DEFAULT_MESSAGES.internal)
    this.name = 'AppError'
    this.kind = kind in STATUS ? kind : 'internal'
    this.status = STATUS[this.kind]
  }

  toResponse(): Response {
    const headers: Record<string, string> = {}
    if (this.details?.retryAfterSeconds) headers['Retry-After'] = String(this.details.retryAfterSeconds)
    return Response.json(
      {
        error: this.message,
        code: this.code,
        ...(this.details?.fieldErrors ? { fieldErrors: this.details.fieldErrors } : {}),
      },
      { status: this.status, headers },
    )
  }
}

/** Any thrown value as an AppError; unknown errors are logged with `context` and become a plain 500. */
export function toAppError(error: unknown, context: string): AppError {
  if (error instanceof AppError) return error
  console.error(`[${context}]`, error)
  return new AppError('internal:unexpected')
}
