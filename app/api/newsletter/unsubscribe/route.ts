import { unsubscribeByToken } from '@/lib/data/subscriptions'
import { newsletterLinks } from '@/lib/domain/newsletter'
import { env } from '@/lib/env'
import { oneClickRoute } from '@/lib/http/one-click'
import { RATE_LIMITS } from '@/lib/rate-limit'
import { NEWSLETTER_MESSAGES, TOKEN_PATTERN } from '@/lib/validation/newsletter'

export const dynamic = 'force-dynamic'

/**
 * One-click unsubscribe (RFC 8058): the target of every newsletter mail's List-Unsubscribe header. A GET (a
 * client without one-click support, or a scanner) unsubscribes nothing and leads to the unsubscribe page.
 */
export const { POST, GET } = oneClickRoute({
  context: 'newsletter-unsubscribe',
  tokenPattern: TOKEN_PATTERN,
  rateLimit: RATE_LIMITS.newsletterLink,
  messages: {
    badToken: NEWSLETTER_MESSAGES.unknownToken,
    unknownToken: NEWSLETTER_MESSAGES.unknownToken,
    done: NEWSLETTER_MESSAGES.unsubscribed,
  },
  unsubscribe: (token) => unsubscribeByToken({ token }),
  page: (token) =>
    token ? newsletterLinks.unsubscribePage(env.SITE_URL, token) : `${env.SITE_URL.replace(/\/+$/, '')}/unsubscribe`,
})
