import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeRedditMode = 'ok' | 'fail' | 'bad-token' | 'rate-limited'

/**
 * A local server speaking the Reddit endpoints the site uses: the app-only OAuth token endpoint
 * (`POST /api/v1/access_token`, HTTP Basic client credentials), the authenticated search
 * (`GET /r/{subreddit}/search`), and the public Atom search feeds (`GET /search.rss`,
 * `GET /r/{subreddit}/search.rss`) in the shape www.reddit.com serves them. Its posts are fixtures that echo
 * the query, so a test can tell which search was run. 'fail' answers searches with a 5xx, 'rate-limited' with
 * a 429 and `Retry-After: {retryAfter}`. It also serves the e2e suite (e2e/fake-reddit-server.ts).
 */
export async function startFakeReddit({ clientId = 'test-client', clientSecret = 'test-secret', port = 0 } = {}) {
  let mode: FakeRedditMode = 'ok'
  let retryAfter: string | null = '120'
  const requests: { method: string; path: string; authorization?: string; userAgent?: string; body: string }[] = []
  const expectedBasic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`
  const token = 'fake-access-token'

  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      requests.push({
        method: req.method ?? '',
        path: url.pathname + url.search,
        authorization: req.headers.authorization,
        userAgent: req.headers['user-agent'],
        body,
      })
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify(value))
      }

      if (req.method === 'POST' && url.pathname === '/api/v1/access_token') {
        if (
          mode === 'bad-token' ||
          req.headers.authorization !== expectedBasic ||
          !body.includes('grant_type=client_credentials')
        )
          return json(401, { error: 401 })
        return json(200, { access_token: token, token_type: 'bearer', expires_in: 86400, scope: '*' })
      }

      if (url.pathname === '/') return json(200, { ok: true })
      const feed = url.pathname.match(/^(?:\/r\/([A-Za-z0-9_]+))?\/search\.rss$/)
      if (req.method === 'GET' && feed) {
        if (mode === 'fail') return json(500, { error: 'internal' })
        if (mode === 'rate-limited') {
          res.writeHead(429, {
            'Content-Type': 'text/html',
            ...(retryAfter === null ? {} : { 'Retry-After': retryAfter }),
          })
          return res.end('<html><body>Too Many Requests</body></html>')
        }
        const q = url.searchParams.get('q') ?? ''
        const posts = q.includes('nothing-matches') ? [] : fixturePosts(feed[1] ?? 'all', q)
        res.writeHead(200, { 'Content-Type': 'application/atom+xml; charset=UTF-8' })
        return res.end(atomFeed(url, posts))
      }
      const search = url.pathname.match(/^\/r\/([A-Za-z0-9_]+)\/search$/)
      if (req.method === 'GET' && search) {
        if (req.headers.authorization !== `Bearer ${token}`) return json(401, { error: 401 })
        if (mode === 'fail') return json(503, { error: 'unavailable' })
        if (mode === 'rate-limited') {
          res.writeHead(429, {
            'Content-Type': 'application/json',
            ...(retryAfter === null ? {} : { 'Retry-After': retryAfter }),
          })
          return res.end(JSON.stringify({ message: 'Too Many Requests', error: 429 }))
        }
        const q = url.searchParams.get('q') ?? ''
        if (q.includes('nothing-matches')) return json(200, { kind: 'Listing', data: { children: [] } })
        return json(200, {
          kind: 'Listing',
          data: { children: fixturePosts(search[1]!, q).map((data) => ({ kind: 't3', data })) },
        })
      }
      json(404, { error: 404 })
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url,
    clientId,
    clientSecret,
    requests,
    setMode: (next: FakeRedditMode) => (mode = next),
    /** The Retry-After a 429 carries (seconds or an HTTP date); null sends none. */
    setRetryAfter: (value: string | null) => (retryAfter = value),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Test fixtures, not real posts: two discussions, one video, one image link, one too short to keep. */
function fixturePosts(subreddit: string, query: string) {
  const sub = subreddit === 'all' ? 'loseit' : subreddit
  const base = {
    author: 'fixture_user',
    subreddit: sub,
    created_utc: 1_763_000_000,
    thumbnail: 'self',
    is_video: false,
  }
  return [
    {
      ...base,
      id: 'fx1',
      title: `Fixture discussion about ${query}`,
      score: 1520,
      num_comments: 48,
      permalink: `/r/${sub}/comments/fx1/fixture_discussion/`,
      selftext: `Fixture body for the search "${query}". ${'This sentence pads the fixture body. '.repeat(12)}`,
      url: `https://www.reddit.com/r/${sub}/comments/fx1/fixture_discussion/`,
    },
    {
      ...base,
      id: 'fx2',
      title: `Second fixture thread on ${query}`,
      score: 87,
      num_comments: 5,
      permalink: `/r/${sub}/comments/fx2/second_fixture/`,
      selftext: '',
      url: `https://www.reddit.com/r/${sub}/comments/fx2/second_fixture/`,
    },
    {
      ...base,
      id: 'fx3',
      title: 'Fixture video post that is long',
      score: 10,
      num_comments: 1,
      permalink: `/r/${sub}/comments/fx3/v/`,
      selftext: '',
      url: 'https://v.redd.it/abc',
      is_video: true,
    },
    {
      ...base,
      id: 'fx4',
      title: 'Fixture image post that is long',
      score: 10,
      num_comments: 1,
      permalink: `/r/${sub}/comments/fx4/i/`,
      selftext: '',
      url: 'https://i.redd.it/abc.jpg',
      thumbnail: 'image',
    },
    {
      ...base,
      id: 'fx5',
      title: 'Too short',
      score: 1,
      num_comments: 0,
      permalink: `/r/${sub}/comments/fx5/s/`,
      selftext: 'short',
    },
  ]
}

type FixturePost = ReturnType<typeof fixturePosts>[number]

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * The fixtures as Reddit's Atom search feed writes them: the post's text (Markdown rendered to HTML between
 * SC_OFF/SC_ON) then 'submitted by /u/... [link] [comments]', escaped into `content type="html"`; a link
 * post's '[link]' is its target. No score or comment count: the feed has none.
 */
function atomFeed(url: URL, posts: FixturePost[]): string {
  const self = `https://www.reddit.com${url.pathname}${url.search}`
  const entries = posts.map((post) => {
    const thread = `https://www.reddit.com${post.permalink}`
    const body = post.selftext ? `<!-- SC_OFF --><div class="md"><p>${xml(post.selftext)}</p></div><!-- SC_ON --> ` : ''
    const target = 'url' in post ? post.url : thread
    const html = `${body}&#32; submitted by &#32; <a href="https://www.reddit.com/user/${post.author}"> /u/${post.author} </a> <br/> <span><a href="${target}">[link]</a></span> &#32; <span><a href="${thread}">[comments]</a></span>`
    const date = new Date(post.created_utc * 1000).toISOString().replace('.000Z', '+00:00')
    return `<entry><author><name>/u/${post.author}</name><uri>https://www.reddit.com/user/${post.author}</uri></author><category term="${post.subreddit}" label="r/${post.subreddit}"/><content type="html">${xml(html)}</content><id>t3_${post.id}</id><link href="${thread}" /><updated>${date}</updated><published>${date}</published><title>${xml(post.title)}</title></entry>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?><feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/"><category term="" label="r/"/><updated>${new Date().toISOString()}</updated><id>${xml(url.pathname + url.search)}</id><link rel="self" href="${xml(self)}" type="application/atom+xml" /><link rel="alternate" href="${xml(self.replace('.rss', ''))}" type="text/html" /><title>reddit.com: search results - ${xml(url.searchParams.get('q') ?? '')}</title>${entries.join('')}</feed>`
}
