/** Donation pages known to read a preset amount from the query string. */
const AMOUNT_PARAM_HOSTS: Record<string, string> = {
  'www.paypal.com': 'amount',
  'paypal.me': '',
  'ko-fi.com': 'amount',
}

/**
 * The donation link for an amount: a `{amount}` placeholder in the configured URL is filled in; otherwise
 * the amount is added only for pages known to accept it (paypal.me takes it as a path segment). Any other
 * page gets the URL unchanged.
 */
export function donationHref(configured: string, amount: number): string {
  if (configured.includes('{amount}')) return configured.replaceAll('{amount}', String(amount))
  const url = new URL(configured)
  if (!(url.hostname in AMOUNT_PARAM_HOSTS)) return configured
  const param = AMOUNT_PARAM_HOSTS[url.hostname]
  if (param) url.searchParams.set(param, String(amount))
  else url.pathname = `${url.pathname.replace(/\/$/, '')}/${amount}`
  return url.toString()
}
