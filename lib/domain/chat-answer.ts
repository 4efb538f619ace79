import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The assistant's answers are signed as they are given, so the history a client sends back can hold only
 * answers this site wrote: a made-up "assistant" turn has no valid signature and is never forwarded.
 */
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/

export function signAnswer(content: string, secret: string): string {
  return createHmac('sha256', `chat-answer:${secret}`).update(content).digest('base64url')
}

export function isSignedAnswer(content: string, signature: string | undefined, secret: string): boolean {
  if (!signature || !SIGNATURE.test(signature)) return false
  return timingSafeEqual(Buffer.from(signature), Buffer.from(signAnswer(content, secret)))
}
