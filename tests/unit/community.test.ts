import { communitySearchSchema } from '@/lib/validation/community'
import {
  atomEntryToPostData,
  communityExcerpt,
  communitySearchKey,
  formatFetchedAt,
  retryAfterAt,
  RETRY_AFTER_LIMITS,
  DEFAULT_QUERY,
  effectiveQuery,
  formatScore,
  formatThreadDate,
  isDiscussionPost,
  QUICK_SEARCHES,
  redditSearchPageUrl,
  redditThreadUrl,
  SUBREDDITS,
  toCommunityPosts,
  type RedditPostData,
} from '@/lib/domain/community'

const post = (overrides: Partial<RedditPostData> = {}): RedditPostData => ({
  id: 'a1',
  title: 'A title that is long enough',
  author: 'someone',
  subreddit: 'loseit',
  score: 12,
  num_comments: 3,
  created_utc: 1_772_668_800, // 2026-03-05T00:00:00Z
  permalink: '/r/loseit/comments/a1/a_title/',
  selftext: '',
  thumbnail: 'self',
  url: 'https://www.reddit.com/r/loseit/comments/a1/a_title/',
  is_video: false,
  ...overrides,
})

describe('community filter', () => {
  it('drops videos, image links and image thumbnails', () => {
    expect(isDiscussionPost(post({ is_video: true }))).toBe(false)
    for (const extension of ['jpg', 'jpeg', 'png', 'gif', 'webp', 'JPG']) {
      expect(isDiscussionPost(post({ url: `https://i.redd.it/x.${extension}` }))).toBe(false)
    }
    expect(isDiscussionPost(post({ url: 'https://i.redd.it/x.png?width=640' }))).toBe(false)
    expect(isDiscussionPost(post({ thumbnail: 'image' }))).toBe(false)
    expect(isDiscussionPost(post({ url: 'https://example.com/article.html' }))).toBe(true)
  })

  it('keeps a post whose body is over 50 characters or whose title is over 20', () => {
    const short = 'x'.repeat(20)
    expect(isDiscussionPost(post({ title: short, selftext: 'y'.repeat(50) }))).toBe(false)
    expect(isDiscussionPost(post({ title: short, selftext: 'y'.repeat(51) }))).toBe(true)
    expect(isDiscussionPost(post({ title: 'x'.repeat(21), selftext: '' }))).toBe(true)
  })

  it('maps kept posts to reddit.com links and drops foreign permalinks', () => {
    const posts = toCommunityPosts([
      post(),
      post({ id: 'v', is_video: true }),
      post({ id: 'evil', permalink: 'javascript:alert(1)' }),
      post({ id: 'other', permalink: '//evil.example/r/x/comments/1/' }),
    ])
    expect(posts).toEqual([
      {
        id: 'a1',
        title: 'A title that is long enough',
        author: 'someone',
        subreddit: 'loseit',
        score: 12,
        numComments: 3,
        createdUtc: 1_772_668_800,
        url: 'https://www.reddit.com/r/loseit/comments/a1/a_title/',
        excerpt: '',
      },
    ])
    expect(redditThreadUrl('/r/loseit/comments/a1/a_title/')).toBe(
      'https://www.reddit.com/r/loseit/comments/a1/a_title/',
    )
  })
})

describe('community formatting', () => {
  it('cuts the excerpt at 300 characters with ... when it reaches the limit', () => {
    expect(communityExcerpt('x'.repeat(299))).toBe('x'.repeat(299))
    expect(communityExcerpt('x'.repeat(300))).toBe(`${'x'.repeat(300)}...`)
    expect(communityExcerpt('x'.repeat(1000))).toHaveLength(303)
  })

  it('shows scores of 1000 or more as one-decimal thousands', () => {
    expect(formatScore(0)).toBe('0')
    expect(formatScore(999)).toBe('999')
    expect(formatScore(1000)).toBe('1.0k')
    expect(formatScore(15_234)).toBe('15.2k')
  })

  it('dates threads as MMM dd, yyyy in UTC', () => {
    expect(formatThreadDate(1_772_668_800)).toBe('Mar 05, 2026')
    expect(formatThreadDate(1_772_668_799)).toBe('Mar 04, 2026')
  })
})

describe('community searches', () => {
  it('falls back to every product name for an empty query', () => {
    expect(effectiveQuery('')).toBe(DEFAULT_QUERY)
    expect(effectiveQuery('   ')).toBe(DEFAULT_QUERY)
    expect(effectiveQuery(undefined)).toBe(DEFAULT_QUERY)
    expect(effectiveQuery(' wegovy ')).toBe('wegovy')
    expect(DEFAULT_QUERY).toBe('semaglutide OR tirzepatide OR ozempic OR wegovy OR mounjaro OR zepbound OR GLP-1')
  })

  it('has eight quick-search chips and eight subreddits', () => {
    expect(QUICK_SEARCHES).toHaveLength(8)
    expect(QUICK_SEARCHES).toContain('GLP-1 side effects')
    expect(SUBREDDITS).toHaveLength(8)
    expect(new Set(SUBREDDITS).size).toBe(SUBREDDITS.length)
    // 'all' is the search's default, so the picker lists it first.
    expect(SUBREDDITS[0]).toBe('all')
  })

  it('links the same search on reddit.com, restricted to a chosen subreddit', () => {
    const all = new URL(redditSearchPageUrl('all', 'zepbound cost'))
    expect(all.origin + all.pathname).toBe('https://www.reddit.com/search/')
    expect(all.searchParams.get('q')).toBe('zepbound cost')
    expect(all.searchParams.get('t')).toBe('month')
    const one = new URL(redditSearchPageUrl('loseit', ''))
    expect(one.pathname).toBe('/r/loseit/search/')
    expect(one.searchParams.get('q')).toBe(DEFAULT_QUERY)
    expect(one.searchParams.get('restrict_sr')).toBe('1')
  })
})

describe('Reddit Atom feed entries', () => {
  const entry = {
    id: 't3_abc123',
    title: 'Three months on tirzepatide',
    link: 'https://www.reddit.com/r/loseit/comments/abc123/three_months/',
    isoDate: '2026-03-05T00:00:00.000Z',
    author: '/u/someone',
    subreddit: 'loseit',
    contentHtml:
      '<!-- SC_OFF --><div class="md"><p>Down 20 lb.</p></div><!-- SC_ON --> &#32; submitted by &#32; <a href="https://www.reddit.com/user/someone"> /u/someone </a> <br/> <span><a href="https://www.reddit.com/r/loseit/comments/abc123/three_months/">[link]</a></span> &#32; <span><a href="https://www.reddit.com/r/loseit/comments/abc123/three_months/">[comments]</a></span>',
    contentText: 'Down 20 lb.\n \n submitted by   /u/someone  \n [link]   [comments]',
  }

  it('maps an entry to the API shape: id, author, date, permalink, the text without the footer, no score', () => {
    expect(atomEntryToPostData(entry)).toEqual({
      id: 'abc123',
      title: 'Three months on tirzepatide',
      author: 'someone',
      subreddit: 'loseit',
      score: null,
      num_comments: null,
      created_utc: 1_772_668_800,
      permalink: '/r/loseit/comments/abc123/three_months/',
      selftext: 'Down 20 lb.',
      url: 'https://www.reddit.com/r/loseit/comments/abc123/three_months/',
      is_video: false,
    })
    expect(toCommunityPosts([atomEntryToPostData(entry)!])[0]).toMatchObject({
      score: null,
      numComments: null,
      excerpt: 'Down 20 lb.',
    })
  })

  it("reads a link post's target, so image and video posts are dropped like the API's", () => {
    const linkPost = (target: string) => ({
      ...entry,
      contentHtml: `<table><tr><td> submitted by <a href="x"> /u/someone </a> <span><a href="${target}">[link]</a></span></td></tr></table>`,
      contentText: 'submitted by /u/someone [link] [comments]',
    })
    const image = atomEntryToPostData(linkPost('https://i.redd.it/x.jpg'))!
    expect(image).toMatchObject({ url: 'https://i.redd.it/x.jpg', selftext: '', is_video: false })
    expect(isDiscussionPost(image)).toBe(false)
    expect(atomEntryToPostData(linkPost('https://v.redd.it/abc'))).toMatchObject({ is_video: true })
    expect(atomEntryToPostData(linkPost('https://example.com/a?x=1&amp;y=2'))!.url).toBe(
      'https://example.com/a?x=1&y=2',
    )
  })

  it('drops an entry with no usable link or date, and names a missing author as deleted', () => {
    expect(atomEntryToPostData({ ...entry, link: 'not a url' })).toBeNull()
    expect(atomEntryToPostData({ ...entry, isoDate: 'yesterday' })).toBeNull()
    expect(atomEntryToPostData({ ...entry, author: undefined })!.author).toBe('[deleted]')
    // A link off reddit.com never becomes a thread link.
    expect(toCommunityPosts([atomEntryToPostData({ ...entry, link: 'https://evil.example/phish' })!])).toEqual([])
  })
})

describe("a 429's Retry-After", () => {
  const now = Date.parse('2026-11-20T10:00:00Z')

  it('reads seconds and HTTP dates', () => {
    expect(retryAfterAt('120', now)).toBe(now + 120_000)
    expect(retryAfterAt(' 0 ', now)).toBe(now)
    expect(retryAfterAt('Fri, 20 Nov 2026 10:15:00 GMT', now)).toBe(Date.parse('2026-11-20T10:15:00Z'))
  })

  it('waits the default when the header is missing or nonsense, never in the past, at most a day', () => {
    for (const header of [null, undefined, '', 'soon', '-5'])
      expect(retryAfterAt(header, now)).toBe(now + RETRY_AFTER_LIMITS.defaultMs)
    expect(retryAfterAt('Fri, 20 Nov 2026 09:00:00 GMT', now)).toBe(now)
    expect(retryAfterAt('99999999', now)).toBe(now + RETRY_AFTER_LIMITS.maxMs)
  })
})

describe('stored results', () => {
  it('are kept per subreddit and query, case and spaces aside', () => {
    expect(communitySearchKey('all', ' Wegovy ')).toBe(communitySearchKey('all', 'wegovy'))
    expect(communitySearchKey('loseit', 'wegovy')).not.toBe(communitySearchKey('all', 'wegovy'))
    expect(communitySearchKey('all', '')).toBe(`all:${DEFAULT_QUERY.toLowerCase()}`)
  })

  it('are dated to the minute in UTC', () => {
    expect(formatFetchedAt('2026-03-05T14:07:59Z')).toBe('Mar 05, 2026, 14:07 UTC')
    expect(formatFetchedAt(new Date('2026-11-20T00:00:00Z'))).toBe('Nov 20, 2026, 00:00 UTC')
  })
})

describe('the community search input', () => {
  it('drops a NUL, which Postgres cannot store in the search key, and keeps the rest', () => {
    expect(communitySearchSchema.parse({ q: 'wego\u0000vy' })).toEqual({ q: 'wegovy', subreddit: 'all' })
  })
})
