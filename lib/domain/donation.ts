/** Donation pages known to read a preset amount from the query string. */
const AMOUNT_PARAM_HOSTS: Record<string, string> = {
  'www.paypal.com': 'amount',
  'paypal.me': '',
  'ko-fi.com': 'amount',
}

/** Fills `{amount}`, else adds the amount only where a page is known to take it (paypal.me: a path segment). */
export function donationHref(configured: string, amount: number): string {
  if (configured.includes('{amount}')) return configured.replaceAll('{amount}', String(amount))
  const url = new URL(configured)
  if (!(url.hostname in AMOUNT_PARAM_HOSTS)) return configured
  const param = AMOUNT_PARAM_HOSTS[url.hostname]
  if (param) url.searchParams.set(param, String(amount))
  else url.pathname = `${url.pathname.replace(/\/$/, '')}/${amount}`
  return url.toString()
}
