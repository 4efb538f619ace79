'use server'

import type { CountryCode } from '@/config/countries'
import { publicAction } from '@/lib/actions/safe-action'
import {
  alertProductsFor,
  confirmPriceAlert,
  createPriceAlert,
  manageTokenFor,
  releaseAlertConfirmation,
  removeAlertWithManageToken,
} from '@/lib/data/price-alerts'
import { alertAlreadySetMail, alertConfirmationMail, checkAlertTarget, hashAlertToken } from '@/lib/domain/price-alerts'
import { env } from '@/lib/env'
import { getMailer } from '@/lib/integrations/mail'
import { checkRateLimit, RATE_LIMITS } from '@/lib/rate-limit'
import {
  alertConfirmSchema,
  PRICE_ALERT_MESSAGES,
  priceAlertSchema,
  removeAlertSchema,
} from '@/lib/validation/price-alerts'

/** Every accepted sign-up gets the same answer, even when over the limit: no one learns who has alerts. */
export const createPriceAlertAction = publicAction(
  priceAlertSchema,
  {
    name: 'price-alerts.create',
    invalidMessage: PRICE_ALERT_MESSAGES.invalid,
    failureMessage: PRICE_ALERT_MESSAGES.failure,
    rateLimit: RATE_LIMITS.priceAlert,
  },
  async ({ email, country, product, dose, kind, threshold }) => {
    const countryCode = country as CountryCode
    const offered = await alertProductsFor({ countryCode })
    const target = checkAlertTarget(offered, { productKey: product, dose })
    if (target !== 'ok')
      return {
        ok: false,
        error: PRICE_ALERT_MESSAGES.invalid,
        fieldErrors: { [target]: [PRICE_ALERT_MESSAGES[target]] },
      }
    // Keyed by the address's hash: the limiter's store (Redis, when set) never holds the address itself.
    const perAddress = await checkRateLimit(RATE_LIMITS.priceAlertAddress, hashAlertToken(email))
    if (!perAddress.allowed) return { ok: true, message: PRICE_ALERT_MESSAGES.success }

    const productTitle = offered.find((candidate) => candidate.key === product)!.title
    const alert = { countryCode, productKey: product, dose, kind, threshold }
    const result = await createPriceAlert({ email, ...alert })
    const site = { siteName: env.SITE_NAME, siteUrl: env.SITE_URL }
    const mail =
      result.mail === 'confirm'
        ? alertConfirmationMail({ ...site, alert: { ...alert, productTitle }, confirmToken: result.confirmToken })
        : result.mail === 'already_set'
          ? alertAlreadySetMail({
              ...site,
              alert: { ...alert, productTitle },
              manageToken: await manageTokenFor({ alertId: result.alertId }),
            })
          : null
    if (mail && result.mail) {
      try {
        await getMailer().send({ to: email, ...mail })
      } catch (error) {
        await releaseAlertConfirmation({ alertId: result.alertId })
        throw error
      }
    }
    return { ok: true, message: PRICE_ALERT_MESSAGES.success }
  },
)

const CONFIRM_ANSWERS = {
  confirmed: { ok: true, message: PRICE_ALERT_MESSAGES.confirmed },
  already_confirmed: { ok: true, message: PRICE_ALERT_MESSAGES.alreadyConfirmed },
  expired: { ok: false, error: PRICE_ALERT_MESSAGES.expired },
  unknown: { ok: false, error: PRICE_ALERT_MESSAGES.unknownConfirmToken },
} as const

/** A button, so a scanner that opens the mail's link confirms nothing. */
export const confirmPriceAlertAction = publicAction(
  alertConfirmSchema,
  {
    name: 'price-alerts.confirm',
    invalidMessage: PRICE_ALERT_MESSAGES.unknownConfirmToken,
    failureMessage: PRICE_ALERT_MESSAGES.confirmFailure,
    rateLimit: RATE_LIMITS.unsubscribe,
  },
  async ({ token }) => CONFIRM_ANSWERS[await confirmPriceAlert({ token })],
)

export const removePriceAlertAction = publicAction(
  removeAlertSchema,
  {
    name: 'price-alerts.remove',
    invalidMessage: PRICE_ALERT_MESSAGES.unknownToken,
    failureMessage: PRICE_ALERT_MESSAGES.failure,
    rateLimit: RATE_LIMITS.unsubscribe,
  },
  async ({ token, alertId }) =>
    (await removeAlertWithManageToken({ token, alertId }))
      ? { ok: true, message: PRICE_ALERT_MESSAGES.removed }
      : { ok: false, error: PRICE_ALERT_MESSAGES.unknownToken },
)
