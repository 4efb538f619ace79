/**
 * `npm run build`'s last step: records the SITE_URL the build prerendered its pages with, so `npm start`
 * refuses to serve them under another address (lib/domain/site-url.ts).
 */
import './load-env'
import fs from 'node:fs'
import path from 'node:path'
import { SITE_URL_RECORD } from '@/lib/domain/site-url'
import { env } from '@/lib/env'

const distDir = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next')
fs.writeFileSync(path.join(distDir, SITE_URL_RECORD), env.SITE_URL)
console.log(`Built for ${env.SITE_URL}`)
