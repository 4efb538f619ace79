import { createHmac, timingSafeEqual } from 'node:crypto'

/** What a preview link shows: a post or a provider's draft, by id. */
export type PreviewSubject = { kind: 'post' | 'provider'; id: string }
export type VerifiedPreview = PreviewSubject & { expiresAt: number }

/** A preview link and the draft-mode session it opens last an hour. */
export const PREVIEW_TTL_SECONDS = 3600

const TOKEN = /^(post|provider)\.([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/

function signature(payload: string, secret: string) {
  return createHmac('sha256', `preview:${secret}`).update(payload).digest('base64url')
}

/** `kind.id.expiresAt.signature`: anyone holding it may see that one draft until it expires, nothing else. */
export function signPreviewToken(subject: PreviewSubject, expiresAt: number, secret: string): string {
  const payload = `${subject.kind}.${subject.id}.${expiresAt}`
  return `${payload}.${signature(payload, secret)}`
}

/** The subject of a well-formed, correctly signed token that has not expired at `now` (seconds); else null. */
export function verifyPreviewToken(token: string, secret: string, now: number): VerifiedPreview | null {
  const match = TOKEN.exec(token)
  if (!match) return null
  const [, kind, id, expires, given] = match
  const expected = Buffer.from(signature(`${kind}.${id}.${expires}`, secret))
  if (!timingSafeEqual(Buffer.from(given!), expected)) return null
  const expiresAt = Number(expires)
  return expiresAt > now ? { kind: kind as PreviewSubject['kind'], id: id!, expiresAt } : null
}
