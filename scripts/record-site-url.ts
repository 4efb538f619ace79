/**
 * `npm run build`'s last step: records the SITE_URL the build prerendered its pages with, so `npm start`
 * refuses to serve them under another address (lib/http/site-url.ts).
 */
import './load-env'
import { env } from '@/lib/env'
import { recordBuiltSiteUrl } from '@/lib/site-url-record'

recordBuiltSiteUrl(env.SITE_URL)
console.log(`Built for ${env.SITE_URL}`)
