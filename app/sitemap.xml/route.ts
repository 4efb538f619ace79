import { loadSitemapEntries } from '@/lib/data/sitemap'
import { env } from '@/lib/env'
import { sitemapIndexXml, sitemapParts, urlsetXml, XML_HEADERS } from '@/lib/seo/sitemap'

// Rendered on request from cached reads: `next build` never opens the embedded database.
export const dynamic = 'force-dynamic'

/** One file while the site has fewer than 50,000 URLs; an index of /sitemaps/{n}.xml parts above that. */
export async function GET() {
  const parts = sitemapParts(await loadSitemapEntries())
  const body = parts.length === 1 ? urlsetXml(parts[0]!, env.SITE_URL) : sitemapIndexXml(parts.length, env.SITE_URL)
  return new Response(body, { headers: XML_HEADERS })
}
