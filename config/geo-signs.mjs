// What tells the site a visitor's country before they choose one. Plain JavaScript (types in
// geo-signs.d.mts) because scripts/server.mjs, which runs without the TypeScript loader, reads it too.

/** `visited` ends the first-visit geo redirect; `selected` is a manual choice, which beats the detected country. */
export const COUNTRY_COOKIES = {
  visited: 'country-visited',
  selected: 'selected-country',
}

/** Edge headers that carry the visitor's ISO country, in the order we trust them. */
export const GEO_HEADERS = ['x-vercel-ip-country', 'cf-ipcountry', 'cloudfront-viewer-country']

const hasCookie = (header, name) => new RegExp(`(?:^|;)\\s*${name}=`).test(header)

/** proxy.ts's first-visit geo redirect may take a request with these headers (its matcher's last four rules). */
export function mayBeGeoRedirected(headers) {
  const cookies = headers.cookie ?? ''
  if (hasCookie(cookies, COUNTRY_COOKIES.visited)) return false
  return GEO_HEADERS.some((name) => headers[name] !== undefined) || hasCookie(cookies, COUNTRY_COOKIES.selected)
}
