import Parser from 'rss-parser'
import { NEWS_FEEDS } from '@/config/news-feeds'
import { env } from '@/lib/env'
import {
  addNewsItems,
  claimNewsRefreshLease,
  getNewsRefreshTimes,
  markNewsRefreshed,
  recordNewsRefresh,
  releaseNewsRefreshLease,
  type NewNewsItem,
} from '@/lib/data/news'
import { categorize, isGlp1Relevant, newsRefreshDue, normalizeNewsUrl, summarize } from '@/lib/domain/news'
import { fetchWithTimeout, UPSTREAM_TIMEOUT_MS } from '@/lib/integrations/http'

export type FeedReport = { feed: string; fetched: number; relevant: number; added: number; error?: string }

export function configuredFeeds(): { name: string; url: string }[] {
  if (env.NEWS_FEEDS) {
    return (
      env.NEWS_FEEDS.split(',')
        .map((url) => url.trim())
        .filter(Boolean)
        // Named by the feed's own title once read.
        .map((url) => ({ name: '', url }))
    )
  }
  return NEWS_FEEDS.map((feed) => ({ ...feed }))
}

async function readFeed(feed: { name: string; url: string }, parser: Parser): Promise<NewNewsItem[]> {
  const response = await fetchWithTimeout(feed.url, {
    timeoutMs: UPSTREAM_TIMEOUT_MS.feed,
    headers: {
      'User-Agent': `${env.SITE_NAME}-news/1.0 (+${env.SITE_URL})`,
      Accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, */*;q=0.5',
    },
  })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  const parsed = await parser.parseString(await response.text())
  const source = feed.name || parsed.title || new URL(feed.url).hostname
  return parsed.items.flatMap((item) => {
    const url = normalizeNewsUrl(item.link ?? '')
    const title = (item.title ?? '').trim()
    if (!url || !title) return []
    const summary = summarize(item.contentSnippet || item.summary || item.content)
    const published = new Date(item.isoDate ?? item.pubDate ?? Date.now())
    return [
      {
        title: title.slice(0, 300),
        summary,
        url,
        source,
        category: categorize(title, summary),
        publishedAt: Number.isNaN(published.getTime()) ? new Date() : published,
      },
    ]
  })
}

/** A failing feed is logged and skipped; nothing stored is ever deleted. */
export async function refreshNews(feeds = configuredFeeds()): Promise<FeedReport[]> {
  const parser = new Parser()
  const reports: FeedReport[] = []
  for (const feed of feeds) {
    try {
      const items = await readFeed(feed, parser)
      const relevant = items.filter((item) => isGlp1Relevant(`${item.title} ${item.summary}`))
      reports.push({
        feed: feed.url,
        fetched: items.length,
        relevant: relevant.length,
        added: await addNewsItems(relevant),
      })
    } catch (error) {
      console.error(`[news] skipped ${feed.url}:`, (error as Error).message)
      reports.push({ feed: feed.url, fetched: 0, relevant: 0, added: 0, error: (error as Error).message })
    }
  }
  const at = new Date()
  await recordNewsRefresh(at, reports)
  if (reports.some((report) => !report.error)) await markNewsRefreshed(at)
  return reports
}

/** Longer than a full refresh can take (every feed times out on its own): a crashed holder's lease lapses. */
const LEASE_MS = 10 * 60_000

export type RefreshOutcome = { ran: boolean; reports: FeedReport[]; nextDueAt: Date }

/** Due-ness is re-read under the lease, so a trigger that waited behind another refresh does not repeat it. */
export async function refreshNewsIfDue({
  force = false,
  feeds = configuredFeeds(),
}: { force?: boolean; feeds?: { name: string; url: string }[] } = {}): Promise<RefreshOutcome> {
  const intervalMs = env.NEWS_REFRESH_HOURS * 3_600_000
  const state = async () => newsRefreshDue(await getNewsRefreshTimes(), new Date(), intervalMs)
  const before = await state()
  if (!force && !before.due) return { ran: false, reports: [], nextDueAt: before.nextDueAt }
  const lease = await claimNewsRefreshLease(new Date(), LEASE_MS)
  if (!lease) return { ran: false, reports: [], nextDueAt: new Date(Date.now() + LEASE_MS) }
  try {
    const under = await state()
    if (!force && !under.due) return { ran: false, reports: [], nextDueAt: under.nextDueAt }
    const reports = await refreshNews(feeds)
    return { ran: true, reports, nextDueAt: (await state()).nextDueAt }
  } finally {
    await releaseNewsRefreshLease(lease)
  }
}
