import { loadSitemapEntries } from '@/lib/data/sitemap'
import { env } from '@/lib/env'
import { sitemapParts, urlsetXml, XML_HEADERS } from '@/lib/seo/sitemap'

export const dynamic = 'force-dynamic'

/** Part {n} of a sitemap index (only linked once the site is over 50,000 URLs). */
export async function GET(_request: Request, { params }: RouteContext<'/sitemaps/[part]'>) {
  const match = (await params).part.match(/^([1-9][0-9]{0,3})\.xml$/)
  const parts = sitemapParts(await loadSitemapEntries())
  const part = match ? parts[Number(match[1]) - 1] : undefined
  if (!part) return new Response('Not found', { status: 404 })
  return new Response(urlsetXml(part, env.SITE_URL), { headers: XML_HEADERS })
}
