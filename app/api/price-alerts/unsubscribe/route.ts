import { unsubscribeAlertByToken } from '@/lib/data/price-alerts'
import { priceAlertLinks } from '@/lib/domain/price-alerts'
import { env } from '@/lib/env'
import { oneClickRoute } from '@/lib/http/one-click'
import { RATE_LIMITS } from '@/lib/rate-limit'
import { TOKEN_PATTERN } from '@/lib/validation/newsletter'
import { PRICE_ALERT_MESSAGES } from '@/lib/validation/price-alerts'

export const dynamic = 'force-dynamic'

/**
 * One-click removal (RFC 8058) of the price alert whose mail carried the link. A GET (a client without
 * one-click support, or a scanner) removes nothing and leads to the manage page.
 */
export const { POST, GET } = oneClickRoute({
  context: 'price-alert-unsubscribe',
  tokenPattern: TOKEN_PATTERN,
  rateLimit: RATE_LIMITS.newsletterLink,
  messages: {
    badToken: PRICE_ALERT_MESSAGES.unknownToken,
    unknownToken: PRICE_ALERT_MESSAGES.unknownToken,
    done: PRICE_ALERT_MESSAGES.unsubscribed,
  },
  unsubscribe: (token) => unsubscribeAlertByToken({ token }),
  page: (token) => (token ? priceAlertLinks.manage(env.SITE_URL, token) : `${env.SITE_URL.replace(/\/+$/, '')}/prices`),
})
