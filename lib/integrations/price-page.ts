import robotsParser from 'robots-parser'
import { fetchWithTimeout } from '@/lib/integrations/http'

/** robots.txt per RFC 9309 (missing allows, failing disallows); failures are outcomes with a reason, never throws. */
export type PageFetch =
  | { outcome: 'fetched'; status: number; html: string; etag: string | null; lastModified: string | null }
  | { outcome: 'not-modified'; status: 304 }
  | {
      outcome: 'refused' | 'http-error' | 'timeout' | 'too-large' | 'unreachable'
      status: number | null
      reason: string
    }

export type FetchSettings = {
  agentToken: string
  userAgent: string
  timeoutMs: number
  maxBytes: number
  /** Tests: a local fake site (PRICE_READER_ORIGINS). */
  locate?: (url: string) => string
}

/** 'https://a.example=http://127.0.0.1:4000,...': the same path on the mapped origin. */
export function originMap(setting: string | undefined): ((url: string) => string) | undefined {
  const pairs = (setting ?? '')
    .split(',')
    .map((pair) => pair.split('=').map((part) => part.trim()))
    .filter((pair): pair is [string, string] => pair.length === 2 && Boolean(pair[0] && pair[1]))
    .map(([from, to]) => [new URL(from).origin, new URL(to).origin] as const)
  if (pairs.length === 0) return undefined
  const map = new Map(pairs)
  return (url) => {
    const parsed = new URL(url)
    const to = map.get(parsed.origin)
    return to ? `${to}${parsed.pathname}${parsed.search}` : url
  }
}

export type RobotsCache = Map<string, Promise<Robots>>
type Robots = {
  allows: (url: string) => boolean
  crawlDelayMs: number | null
  why: string
  /** The host did not answer at all: its pages are unreachable rather than refused. */
  unreachable?: string
}

/** No seller's price page comes near this; a larger answer is not a price page. */
export const READER_MAX_BYTES = 2_000_000

export function readerAgent(site: { siteName: string; siteUrl: string; contact: string }) {
  const agentToken = `${site.siteName.replace(/[^A-Za-z0-9]/g, '')}PriceReader`
  return { agentToken, userAgent: `${agentToken}/1.0 (+${site.siteUrl}; ${site.contact})` }
}

async function loadRobots(origin: string, settings: FetchSettings): Promise<Robots> {
  const robotsUrl = `${origin}/robots.txt`
  const refuseAll = (why: string): Robots => ({ allows: () => false, crawlDelayMs: null, why })
  try {
    const response = await fetchWithTimeout(robotsUrl, {
      timeoutMs: settings.timeoutMs,
      headers: { 'user-agent': settings.userAgent },
      redirect: 'follow',
    })
    if (response.status >= 400 && response.status < 500)
      return { allows: () => true, crawlDelayMs: null, why: 'no robots.txt' }
    if (!response.ok) return refuseAll(`robots.txt answered HTTP ${response.status}, which means keep out`)
    const robots = robotsParser(robotsUrl, (await response.text()).slice(0, 500_000))
    const delay = robots.getCrawlDelay(settings.agentToken)
    return {
      allows: (url) => robots.isAllowed(url, settings.agentToken) !== false,
      crawlDelayMs: delay === undefined ? null : delay * 1000,
      why: 'robots.txt disallows this page for our reader',
    }
  } catch (error) {
    const words = failureWords(error)
    return {
      ...refuseAll(`robots.txt could not be read (${words}), which means keep out`),
      unreachable: words === 'no answer in time' ? undefined : `The site could not be reached (${words}).`,
    }
  }
}

export function robotsFor(url: string, settings: FetchSettings, cache: RobotsCache): Promise<Robots> {
  const origin = new URL(settings.locate?.(url) ?? url).origin
  let robots = cache.get(origin)
  if (!robots) cache.set(origin, (robots = loadRobots(origin, settings)))
  return robots
}

const failureWords = (error: unknown) => {
  const cause = (error as { cause?: { code?: string } })?.cause?.code
  if (error instanceof DOMException && error.name === 'TimeoutError') return 'no answer in time'
  return cause ?? (error instanceof Error ? error.message : String(error))
}

function fetchFailure(error: unknown, status: number | null, late: string, lost: (words: string) => string): PageFetch {
  const words = failureWords(error)
  return words === 'no answer in time'
    ? { outcome: 'timeout', status, reason: late }
    : { outcome: 'unreachable', status, reason: lost(words) }
}

export async function fetchPricePage(
  url: string,
  validators: { etag: string | null; lastModified: string | null },
  settings: FetchSettings,
  robotsCache: RobotsCache,
): Promise<PageFetch> {
  const robots = await robotsFor(url, settings, robotsCache)
  if (robots.unreachable) return { outcome: 'unreachable', status: null, reason: robots.unreachable }
  const located = settings.locate?.(url) ?? url
  if (!robots.allows(located)) return { outcome: 'refused', status: null, reason: robots.why }
  let response: Response
  try {
    response = await fetchWithTimeout(located, {
      timeoutMs: settings.timeoutMs,
      redirect: 'follow',
      headers: {
        'user-agent': settings.userAgent,
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
        ...(validators.etag ? { 'if-none-match': validators.etag } : {}),
        ...(validators.lastModified ? { 'if-modified-since': validators.lastModified } : {}),
      },
    })
  } catch (error) {
    return fetchFailure(
      error,
      null,
      `No answer within ${settings.timeoutMs / 1000} s.`,
      (words) => `The page could not be reached (${words}).`,
    )
  }
  if (response.status === 304) return { outcome: 'not-modified', status: 304 }
  if (!response.ok) {
    await response.body?.cancel()
    return { outcome: 'http-error', status: response.status, reason: `The page answered HTTP ${response.status}.` }
  }
  try {
    const html = await cappedText(response, settings.maxBytes)
    if (html === null) {
      return {
        outcome: 'too-large',
        status: response.status,
        reason: `The page is larger than ${Math.round(settings.maxBytes / 1000)} kB.`,
      }
    }
    return {
      outcome: 'fetched',
      status: response.status,
      html,
      etag: response.headers.get('etag'),
      lastModified: response.headers.get('last-modified'),
    }
  } catch (error) {
    return fetchFailure(
      error,
      response.status,
      `The page did not arrive within ${settings.timeoutMs / 1000} s.`,
      (words) => `The page stopped arriving (${words}).`,
    )
  }
}

async function cappedText(response: Response, maxBytes: number): Promise<string | null> {
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel()
    return null
  }
  const reader = response.body?.getReader()
  if (!reader) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}
