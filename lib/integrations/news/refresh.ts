import Parser from 'rss-parser'
import { NEWS_FEEDS } from '@/config/news-feeds'
import { env } from '@/lib/env'
import { addNewsItems, markNewsRefreshed, type NewNewsItem } from '@/lib/data/news'
import { categorize, isGlp1Relevant, normalizeNewsUrl, summarize } from '@/lib/domain/news'
import { fetchWithTimeout, UPSTREAM_TIMEOUT_MS } from '@/lib/integrations/http'

export type FeedReport = { feed: string; fetched: number; relevant: number; added: number; error?: string }


/** The feeds to read: NEWS_FEEDS (comma-separated URLs) or the curated list. */
export function configuredFeeds(): { name: string; url: string }[] {
  if (env.NEWS_FEEDS) {
    return env.NEWS_FEEDS.split(',')
      .map((url) => url.trim())
      .filter(Boolean)
      // Named by the feed's own title once read.
      .map((url) => ({ name: '', url }))
  }
  return NEWS_FEEDS.map((feed) => ({ ...feed }))
}

async function readFeed(feed: { name: string; url: string }, parser: Parser): Promise<NewNewsItem[]> {
  const response = await fetchWithTimeout(feed.url, { timeoutMs: UPSTREAM_TIMEOUT_MS.feed, headers: { 'User-Agent': `${env.SITE_NAME}-news/1.0 (+${env.SITE_URL})`, Accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, */*;q=0.5' } })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  const parsed = await parser.parseString(await response.text())
  const source = feed.name || parsed.title || new URL(feed.url).hostname
  return parsed.items.flatMap((item) => {
    const url = normalizeNewsUrl(item.link ?? '')
    const title = (item.title ?? '').trim()
    if (!url || !title) return []
    const summary = summarize(item.contentSnippet || item.summary || item.content)
    const published = new Date(item.isoDate ?? item.pubDate ?? Date.now())
    return [{ title: title.slice(0, 300), summary, url, source, category: categorize(title, summary), publishedAt: Number.isNaN(published.getTime()) ? new Date() : published }]
  })
}

/**
 * Reads every feed, keeps the GLP-1 items, and adds the new ones. A failing feed (timeout, HTTP error,
 * malformed XML) is logged and skipped; nothing stored is ever deleted.
 */
export async function refreshNews(feeds = configuredFeeds()): Promise<FeedReport[]> {
  const parser = new Parser()
  const reports: FeedReport[] = []
  for (const feed of feeds) {
    try {
      const items = await readFeed(feed, parser)
      const relevant = items.filter((item) => isGlp1Relevant(`${item.title} ${item.summary}`))
      reports.push({ feed: feed.url, fetched: items.length, relevant: relevant.length, added: await addNewsItems(relevant) })
    } catch (error) {
      console.error(`[news] skipped ${feed.url}:`, (error as Error).message)
      reports.push({ feed: feed.url, fetched: 0, relevant: 0, added: 0, error: (error as Error).message })
    }
  }
  if (reports.some((report) => !report.error)) await markNewsRefreshed(new Date())
  return reports
}
