import { postDay } from './dates'

export const COMMUNITY_LIMITS = {
  resultsPerRequest: 25,
  timeWindow: 'month',
  excerptLength: 300,
  /** A post is kept when its body is longer than this... */
  keepBodyOver: 50,
  /** ...or its title is longer than this. */
  keepTitleOver: 20,
  maxQueryLength: 200,
} as const

export const SUBREDDITS = [
  'all',
  'WeightLossAdvice',
  'diabetes',
  'loseit',
  'WeightLossHelp',
  'progresspics',
  'medical',
  'medicine',
] as const
export type Subreddit = (typeof SUBREDDITS)[number]

export const QUICK_SEARCHES = [
  'semaglutide experience',
  'tirzepatide results',
  'ozempic weight loss',
  'wegovy reviews',
  'mounjaro diabetes',
  'zepbound cost',
  'GLP-1 side effects',
  'weight loss injections',
] as const

export const DEFAULT_QUERY = 'semaglutide OR tirzepatide OR ozempic OR wegovy OR mounjaro OR zepbound OR GLP-1'

export const COMMUNITY_MESSAGES = {
  loading: 'Loading Reddit posts...',
  emptyTitle: 'No posts found',
  emptyHint: 'Try different search terms or select a different subreddit.',
  loadDefaults: 'Load Default Posts',
  failure: 'Failed to load Reddit posts. Please try again.',
} as const

/** `data.children[].data` of a Reddit search result. */
export type RedditPostData = {
  id: string
  title: string
  author: string
  subreddit: string
  /** Null where the source does not give it: Reddit's Atom feeds carry no score or comment count. */
  score: number | null
  num_comments: number | null
  created_utc: number
  permalink: string
  selftext: string
  thumbnail?: string | null
  url?: string | null
  is_video?: boolean | null
}

export type CommunityPost = {
  id: string
  title: string
  author: string
  subreddit: string
  /** Null from the Atom feeds: shown as nothing, never as a made-up number. */
  score: number | null
  numComments: number | null
  /** Seconds since the epoch, as Reddit gives it. */
  createdUtc: number
  url: string
  excerpt: string
}

const IMAGE_LINK = /\.(jpe?g|png|gif|webp)$/i

/** Videos and image posts say little in a text list; neither does a post with a short title and no body. */
export function isDiscussionPost(post: RedditPostData): boolean {
  if (post.is_video) return false
  if (post.url && IMAGE_LINK.test(post.url.split(/[?#]/)[0]!)) return false
  if (post.thumbnail === 'image') return false
  return post.selftext.length > COMMUNITY_LIMITS.keepBodyOver || post.title.length > COMMUNITY_LIMITS.keepTitleOver
}

export function communityExcerpt(text: string): string {
  const limit = COMMUNITY_LIMITS.excerptLength
  return text.length >= limit ? `${text.slice(0, limit)}...` : text
}

/** 999 -> '999'; 1000 -> '1.0k'; 15234 -> '15.2k'. */
export function formatScore(score: number): string {
  return score >= 1000 ? `${(score / 1000).toFixed(1)}k` : String(score)
}

/** Only reddit.com permalinks become links: a result never sends a visitor somewhere unexpected. */
export function redditThreadUrl(permalink: string): string | null {
  if (!/^\/r\/[A-Za-z0-9_]+\/comments\/[A-Za-z0-9_/%-]+$/.test(permalink)) return null
  return `https://www.reddit.com${permalink}`
}

export function toCommunityPosts(results: RedditPostData[]): CommunityPost[] {
  const posts: CommunityPost[] = []
  for (const post of results) {
    const url = redditThreadUrl(post.permalink)
    if (!url || !isDiscussionPost(post)) continue
    posts.push({
      id: post.id,
      title: post.title,
      author: post.author,
      subreddit: post.subreddit,
      score: post.score,
      numComments: post.num_comments,
      createdUtc: post.created_utc,
      url,
      excerpt: communityExcerpt(post.selftext),
    })
  }
  return posts
}

export function effectiveQuery(query: string | undefined): string {
  const trimmed = query?.trim() ?? ''
  return trimmed === '' ? DEFAULT_QUERY : trimmed
}

/** What the offline sample links to. */
export function redditSearchPageUrl(subreddit: Subreddit, query: string): string {
  const path = subreddit === 'all' ? '/search/' : `/r/${subreddit}/search/`
  const params = new URLSearchParams({ q: effectiveQuery(query), sort: 'relevance', t: COMMUNITY_LIMITS.timeWindow })
  if (subreddit !== 'all') params.set('restrict_sr', '1')
  return `https://www.reddit.com${path}?${params}`
}

export const formatThreadDate = (createdUtc: number) => postDay(createdUtc * 1000)

export function formatFetchedAt(fetchedAt: Date | string): string {
  const date = new Date(fetchedAt)
  const time = `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`
  return `${formatThreadDate(Math.floor(date.getTime() / 1000))}, ${time} UTC`
}

export function communitySearchKey(subreddit: Subreddit, query: string): string {
  return `${subreddit}:${effectiveQuery(query).toLowerCase()}`
}

export const RETRY_AFTER_LIMITS = { defaultMs: 5 * 60_000, maxMs: 24 * 3600_000 } as const

/** Retry-After per RFC 9110, capped so one odd header cannot silence the page. */
export function retryAfterAt(header: string | null | undefined, now: number): number {
  const value = header?.trim() ?? ''
  let waitMs: number = RETRY_AFTER_LIMITS.defaultMs
  if (/^\d+$/.test(value)) waitMs = Number(value) * 1000
  // An HTTP date starts with the day's name ('Fri, 20 Nov 2026 10:15:00 GMT'); Date.parse alone takes '-5'.
  else if (/^[A-Za-z]{3}/.test(value) && !Number.isNaN(Date.parse(value))) waitMs = Date.parse(value) - now
  return now + Math.min(Math.max(waitMs, 0), RETRY_AFTER_LIMITS.maxMs)
}

export type RedditAtomEntry = {
  /** 't3_abc123' */
  id: string
  title: string
  link: string
  /** Published, or last updated. */
  isoDate: string
  /** '/u/someone' */
  author?: string
  /** The entry's category term. */
  subreddit: string
  /** The post's own text, then 'submitted by ... [link] [comments]'. */
  contentHtml?: string
  contentText?: string
}

const ATOM_FOOTER = /\s*submitted by\s+\/u\/\S+\s*\[link\]\s*\[comments\]\s*$/
const ATOM_LINK = /<a href="([^"]+)">\s*\[link\]\s*<\/a>/

/** In the JSON API's shape, so one filter serves both; the '[link]' target tells image and video posts apart. */
export function atomEntryToPostData(entry: RedditAtomEntry): RedditPostData | null {
  let permalink: string
  try {
    permalink = new URL(entry.link).pathname
  } catch {
    return null
  }
  const created = Date.parse(entry.isoDate)
  if (Number.isNaN(created)) return null
  const target = entry.contentHtml?.match(ATOM_LINK)?.[1]?.replaceAll('&amp;', '&') ?? null
  return {
    id: entry.id.replace(/^t3_/, ''),
    title: entry.title.trim(),
    author: entry.author?.replace(/^\/?u\//, '').trim() || '[deleted]',
    subreddit: entry.subreddit,
    score: null,
    num_comments: null,
    created_utc: Math.floor(created / 1000),
    permalink,
    selftext: (entry.contentText ?? '').replace(ATOM_FOOTER, '').replace(/\s+/g, ' ').trim(),
    url: target,
    is_video: target ? /^https?:\/\/v\.redd\.it\//.test(target) : false,
  }
}
