/**
 * The SITE_URL a build was made with, kept beside its output by `npm run build` (scripts/record-site-url.ts)
 * and read by `npm start` (scripts/run-next.ts) and the scripts that start a build (scripts/production-server.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { SITE_URL_RECORD } from '@/lib/http/site-url'

const recordPath = (distDir = process.env.NEXT_DIST_DIR || '.next') =>
  path.join(process.cwd(), distDir, SITE_URL_RECORD)

export function readBuiltSiteUrl(distDir?: string): string | null {
  const file = recordPath(distDir)
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : null
}

export function recordBuiltSiteUrl(siteUrl: string, distDir?: string) {
  fs.writeFileSync(recordPath(distDir), siteUrl)
}
