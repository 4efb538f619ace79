import { unsubscribeByToken } from '@/lib/data/subscriptions'
import { newsletterLinks } from '@/lib/domain/newsletter'
import { oneClickRoute } from '@/lib/http/one-click'
import { NEWSLETTER_MESSAGES } from '@/lib/validation/newsletter'

export const dynamic = 'force-dynamic'

/**
 * One-click unsubscribe (RFC 8058): the target of every newsletter mail's List-Unsubscribe header. A GET (a
 * client without one-click support, or a scanner) unsubscribes nothing and leads to the unsubscribe page.
 */
export const { POST, GET } = oneClickRoute({
  context: 'newsletter-unsubscribe',
  messages: NEWSLETTER_MESSAGES,
  unsubscribe: (token) => unsubscribeByToken({ token }),
  page: { withToken: newsletterLinks.unsubscribePage, noToken: '/unsubscribe' },
})
