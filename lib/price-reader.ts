import 'server-only'
import {
  AUTOMATIC_EDITOR,
  claimDuePages,
  lastReadText,
  nextReadingDue,
  pricesCitingPage,
  publishReviewAs,
  recordReading,
  type DuePage,
} from '@/lib/data/watched-pages'
import { judgeReading, pageText, readFigures, textHash, type ReadingVerdict } from '@/lib/domain/price-reading'
import { env } from '@/lib/env'
import {
  fetchPricePage,
  originMap,
  READER_MAX_BYTES,
  readerAgent,
  robotsFor,
  type FetchSettings,
  type RobotsCache,
} from '@/lib/integrations/price-page'

export type PageReport = {
  url: string
  outcome: string
  reason: string | null
  checked: number
  reviews: number
  published: number
}
export type ReaderRun = { pages: PageReport[]; nextDueAt: Date }

export type ReaderOptions = {
  now?: Date
  periodMs?: number
  hostDelayMs?: number
  fetchSettings?: FetchSettings
  sleep?: (ms: number) => Promise<void>
  autoPublish?: boolean
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export function defaultFetchSettings(): FetchSettings {
  return {
    ...readerAgent({ siteName: env.SITE_NAME, siteUrl: env.SITE_URL, contact: env.SITE_CONTACT_EMAIL }),
    maxBytes: READER_MAX_BYTES,
    timeoutMs: env.PRICE_READER_TIMEOUT_MS,
    locate: env.ALLOW_TEST_DATA ? originMap(env.PRICE_READER_ORIGINS) : undefined,
  }
}

export async function readDuePages(options: ReaderOptions = {}): Promise<ReaderRun> {
  const now = options.now ?? new Date()
  const periodMs = options.periodMs ?? env.PRICE_READER_HOURS * 3_600_000
  if (periodMs <= 0) return { pages: [], nextDueAt: new Date(now.getTime() + 3_600_000) }
  const settings = options.fetchSettings ?? defaultFetchSettings()
  const hostDelayMs = options.hostDelayMs ?? env.PRICE_READER_HOST_DELAY_MS
  const sleep = options.sleep ?? wait
  const autoPublish = options.autoPublish ?? env.PRICE_READER_AUTO_PUBLISH
  const robots: RobotsCache = new Map()
  const lastRequestAt = new Map<string, number>()
  const pages: PageReport[] = []
  for (const page of await claimDuePages({ now, periodMs })) {
    const host = new URL(page.url).host
    const crawlDelay = (await robotsFor(page.url, settings, robots)).crawlDelayMs ?? 0
    const since = lastRequestAt.get(host)
    if (since !== undefined) {
      const left = since + Math.max(hostDelayMs, crawlDelay) - Date.now()
      if (left > 0) await sleep(left)
    }
    lastRequestAt.set(host, Date.now())
    pages.push(await readPage(page, settings, robots, options.now ?? new Date(), autoPublish))
  }
  return { pages, nextDueAt: (await nextReadingDue()) ?? new Date(now.getTime() + periodMs) }
}

async function readPage(
  page: DuePage,
  settings: FetchSettings,
  robots: RobotsCache,
  readAt: Date,
  autoPublish: boolean,
): Promise<PageReport> {
  const fetched = await fetchPricePage(page.url, page, settings, robots)
  const base = { pageId: page.id, readAt, httpStatus: fetched.status }
  const store = async (
    record: Omit<Parameters<typeof recordReading>[0], 'pageId' | 'readAt' | 'httpStatus'>,
    verdict: ReadingVerdict | null,
  ): Promise<PageReport> => {
    const saved = await recordReading({ ...base, ...record }, verdict, page)
    const outcome = verdict?.outcome ?? record.outcome
    const reason = verdict && 'reason' in verdict ? verdict.reason : record.reason
    // A changed layout is only flagged; 'changed' goes through the sourced edit as an editor's publish would.
    let published = 0
    if (autoPublish && outcome === 'changed')
      for (const reviewId of saved.reviewIds)
        if ((await publishReviewAs(reviewId, AUTOMATIC_EDITOR)).status === 'done') published++
    return {
      url: page.url,
      outcome,
      reason,
      checked: saved.checked,
      reviews: saved.reviewIds.length - published,
      published,
    }
  }
  if (fetched.outcome !== 'fetched' && fetched.outcome !== 'not-modified')
    return store(
      { outcome: fetched.outcome, reason: fetched.reason, text: null, contentHash: null, findings: [] },
      null,
    )
  // On a 304 the stored text is read again, so the same prices are checked today.
  const text = fetched.outcome === 'fetched' ? pageText(fetched.html) : await lastReadText(page.id)
  if (text === null)
    return store(
      {
        outcome: 'http-error',
        reason: 'The page answered 304 Not Modified, but no earlier reading of it is stored.',
        text: null,
        contentHash: null,
        findings: [],
      },
      null,
    )
  const findings = readFigures(text, page.rules)
  const verdict = judgeReading(findings, page.rules, await pricesCitingPage(page))
  return store(
    {
      outcome: verdict.outcome,
      reason: null,
      text: fetched.outcome === 'fetched' ? text : null,
      contentHash: textHash(text),
      findings,
      validators:
        fetched.outcome === 'fetched' ? { etag: fetched.etag, lastModified: fetched.lastModified } : undefined,
    },
    verdict,
  )
}
