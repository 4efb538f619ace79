/** fetch with a hard time limit: a slow upstream must never hold a page or route for long. */
export async function fetchWithTimeout(
  url: string | URL,
  init: RequestInit & { timeoutMs: number },
): Promise<Response> {
  const { timeoutMs, ...rest } = init
  const signal = rest.signal
    ? AbortSignal.any([rest.signal, AbortSignal.timeout(timeoutMs)])
    : AbortSignal.timeout(timeoutMs)
  return fetch(url, { ...rest, signal })
}

/** Upstream time limits, in one place. */
export const UPSTREAM_TIMEOUT_MS = {
  feed: 10_000,
  reddit: 8_000,
  chat: 30_000,
  smtp: 10_000,
} as const
