import { unsubscribeAlertByToken } from '@/lib/data/price-alerts'
import { priceAlertLinks } from '@/lib/domain/price-alerts'
import { oneClickRoute } from '@/lib/http/one-click'
import { PRICE_ALERT_MESSAGES } from '@/lib/validation/price-alerts'

export const dynamic = 'force-dynamic'

/**
 * One-click removal (RFC 8058) of the price alert whose mail carried the link. A GET (a client without
 * one-click support, or a scanner) removes nothing and leads to the manage page.
 */
export const { POST, GET } = oneClickRoute({
  context: 'price-alert-unsubscribe',
  messages: PRICE_ALERT_MESSAGES,
  unsubscribe: (token) => unsubscribeAlertByToken({ token }),
  page: { withToken: priceAlertLinks.manage, noToken: '/prices' },
})
