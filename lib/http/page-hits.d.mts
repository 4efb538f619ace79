// Types for page-hits.mjs (plain JavaScript so scripts/server.mjs can load it without the TypeScript loader).
import type { IncomingMessage, ServerResponse } from 'node:http'

type PageHit = { headers: string[]; body: Buffer; expiresAt: number }

export const PAGE_HIT_SECONDS: number
export const PAGE_HIT_BYTES: number
export const pageHits: {
  readonly entries: Map<string, PageHit>
  readonly bytes: number
  readonly generation: number
  get(key: string, now: number): PageHit | undefined
  set(key: string, entry: PageHit): void
  clear(): void
}
export function pageHitKey(request: IncomingMessage): string | null
export function mayKeep(internalUrl: string, options?: { formAnswer?: boolean }): boolean
export function answerFromMemory(request: IncomingMessage, response: ServerResponse, key: string): boolean
export function keepPageHit(request: IncomingMessage, response: ServerResponse, key: string): void
