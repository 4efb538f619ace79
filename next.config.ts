import type { NextConfig } from 'next'
import { securityHeaders } from './lib/security-headers'

const nextConfig: NextConfig = {
  // PGlite ships WebAssembly and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite'],
  poweredByHeader: false,
  reactStrictMode: true,
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders({ siteUrl: process.env.SITE_URL ?? '' }) }]
  },
}

export default nextConfig
