import { env } from '@/lib/env'
import { listPublishedPosts } from '@/lib/data/blog'
import { escapeXml as xml } from '@/lib/domain/feeds'

// Rendered per request from the cached post list: a route prerendered at build would need the database then.
export const dynamic = 'force-dynamic'

/** RSS 2.0 feed of the published posts. */
export async function GET() {
  const posts = await listPublishedPosts()
  const site = env.SITE_URL.replace(/\/$/, '')
  const items = posts
    .map((post) => {
      const link = `${site}/blog/${post.slug}`
      return `    <item>
      <title>${xml(post.title)}</title>
      <link>${xml(link)}</link>
      <guid isPermaLink="true">${xml(link)}</guid>
      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>
      <description>${xml(post.excerpt)}</description>
    </item>`
    })
    .join('\n')
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xml(`${env.SITE_NAME} GLP-1 Blog`)}</title>
    <link>${xml(`${site}/blog`)}</link>
    <description>${xml('Guides about GLP-1 medications, prices and online providers.')}</description>
    <language>en-us</language>
    <atom:link href="${xml(`${site}/blog/rss.xml`)}" rel="self" type="application/rss+xml" />
${items}
  </channel>
</rss>
`
  return new Response(body, {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, s-maxage=3600, stale-while-revalidate=86400',
    },
  })
}
