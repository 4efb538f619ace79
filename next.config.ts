import path from 'node:path'
import type { NextConfig } from 'next'
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants'
import { COUNTRY_NEUTRAL_PREFIXES } from './config/countries'
import { ACTION_BODY_LIMIT } from './lib/http/action-body.mjs'
import { countryRedirects, countryRewrites } from './lib/http/country-routing.mjs'
import { imageRemotePatterns, parseImageHosts } from './lib/http/image-hosts'
import { siteUrlSetting } from './lib/http/site-url'
import { securityHeaders } from './lib/security-headers'

/**
 * With REDIS_URL, the ISR pages and cached reads live in Redis so every instance serves the same content
 * and an edit expires it everywhere (lib/cache/redis-cache-handler.mjs). Without it, Next's own file-system
 * cache (lib/cache/file-cache-handler.mjs). Both keep only answers, never a 404 or a redirect
 * (lib/cache/cache-policy.mjs). Read when the server starts, so one build runs as a single instance or as
 * several. Not on Vercel, whose own cache is already shared by every function of a deployment: there
 * REDIS_URL serves the rate limits only.
 */
const pageCache: NextConfig = process.env.VERCEL
  ? {}
  : process.env.REDIS_URL
    ? { cacheHandler: path.join(process.cwd(), 'lib/cache/redis-cache-handler.mjs'), cacheMaxMemorySize: 0 }
    : { cacheHandler: path.join(process.cwd(), 'lib/cache/file-cache-handler.mjs') }

/**
 * The US pages at the root (lib/http/country-routing.mjs): this file's rewrite under `next dev` and on Vercel,
 * where nothing of ours runs before Next's handler; in a build for `npm start` none, as scripts/server.mjs
 * maps each request itself. Next compiles every configured rewrite again on every page request, matched or
 * not, so the rewrite would slow every cached page (docs/PERFORMANCE.md).
 */
const usRootInConfig = (phase: string) => phase === PHASE_DEVELOPMENT_SERVER || !!process.env.VERCEL

const nextConfig = (phase: string): NextConfig => ({
  // NEXT_DIST_DIR: another build folder, so a second build can run beside a server that is serving `.next`
  // (Next then adds that folder's types to tsconfig.json: not a change to commit).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // `npm test` type-checks the whole project (`npm run typecheck`) before it builds: the build need not again.
  typescript: { ignoreBuildErrors: process.env.BUILD_AFTER_TYPECHECK === '1' },
  // PGlite ships WebAssembly and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg-boss'],
  poweredByHeader: false,
  // No ETag: Next hashes the whole page in a JavaScript loop on every request, even a cache hit: most of the
  // CPU a cached page costs (docs/PERFORMANCE.md). Pages carry a Cache-Control that shared caches
  // keep; what is lost is a 304 to a browser that asks again within the hour.
  generateEtags: false,
  reactStrictMode: true,
  ...pageCache,
  images: {
    // Provider logos: https from the IMAGE_HOSTS allow-list (lib/env.ts refuses a malformed list at start),
    // and uploads from this site's /media/{id}; the optimizer is asked for nothing else.
    remotePatterns: imageRemotePatterns(parseImageHosts(process.env.IMAGE_HOSTS).hosts),
    localPatterns: [{ pathname: '/media/**', search: '' }],
  },
  experimental: {
    // Server action bodies: scripts/server.mjs refuses a larger one with 413 before Next reads it, at this limit.
    serverActions: { bodySizeLimit: ACTION_BODY_LIMIT },
    // proxy.ts buffers the bodies of the requests it matches (page POSTs, so server actions) up to this size;
    // kept above the action limit so an oversized action is refused whole rather than cut short.
    proxyClientMaxBodySize: '2mb',
  },
  async redirects() {
    // The back office opens on its dashboard: the bare /admin address leads there.
    return [
      { source: '/admin', destination: '/admin/dashboard', permanent: false },
      ...countryRedirects(COUNTRY_NEUTRAL_PREFIXES),
    ]
  },
  async rewrites() {
    return { beforeFiles: usRootInConfig(phase) ? countryRewrites() : [], afterFiles: [], fallback: [] }
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders({ siteUrl: siteUrlSetting(process.env) ?? '' }) }]
  },
})

export default nextConfig
