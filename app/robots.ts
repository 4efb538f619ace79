import type { MetadataRoute } from 'next'
import { env } from '@/lib/env'

/** Crawlers may read every public page; the back office, the API, outbound redirects and search results are off limits. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/go/', '/*?q='] }],
    sitemap: new URL('/sitemap.xml', env.SITE_URL).toString(),
    host: env.SITE_URL,
  }
}
