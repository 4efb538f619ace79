/**
 * Response headers for every route (next.config.ts). The Content-Security-Policy here covers framing,
 * plugins, base and form targets; scripts are not restricted by it yet (nonces need per-request rendering,
 * which would end the static caching of public pages; see docs/SECURITY.md when it lands).
 */
export function securityHeaders({ siteUrl }: { siteUrl: string }): { key: string; value: string }[] {
  const headers = [
    { key: 'Content-Security-Policy', value: "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'" },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ]
  // Browsers ignore HSTS over plain http; sent only where the site is served over https.
  if (siteUrl.startsWith('https://')) headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' })
  return headers
}
