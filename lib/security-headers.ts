// Static public pages cannot carry a per-request nonce, so their CSP is same-origin; the admin adds a nonce policy.
// docs/SECURITY.md says why.
const PUBLIC_POLICY =
  "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'; script-src 'self' 'unsafe-inline'"

export function securityHeaders({ siteUrl }: { siteUrl: string }): { key: string; value: string }[] {
  const headers = [
    { key: 'Content-Security-Policy', value: PUBLIC_POLICY },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ]
  // Browsers ignore HSTS over plain http; sent only where the site is served over https.
  if (siteUrl.startsWith('https://'))
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' })
  return headers
}

/** Nonce plus 'strict-dynamic': no inline script an injected string could smuggle in. */
export function adminContentSecurityPolicy(nonce: string, { development = false } = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    "form-action 'self'",
  ].join('; ')
}
