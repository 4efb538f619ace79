'use server'

import { z } from 'zod'
import { adminAction, type ActionResult } from '@/lib/actions/safe-action'
import { expireProviderPages } from '@/lib/admin/revalidate'
import {
  dismissReview,
  pricesCitingPage,
  publishReview,
  saveWatchedPage,
  watchedPageDueNow,
} from '@/lib/data/watched-pages'
import { priceForRule } from '@/lib/domain/price-reading'
import { env } from '@/lib/env'
import { readDuePages } from '@/lib/price-reader'
import { reviewDecisionSchema, WATCH_MESSAGES, watchedPageSchema } from '@/lib/validation/watched-pages'

/** Adds a watched page or changes its address, rules or state (admin: Sources). */
export const saveWatchedPageAction = adminAction(
  watchedPageSchema(env.ALLOW_TEST_DATA),
  { name: 'admin.saveWatchedPage', failureMessage: WATCH_MESSAGES.failed },
  async (page, { audit }): Promise<ActionResult> => {
    // A rule that reads no stored price would only ever flag the page: refused here, with the rule named.
    const prices = await pricesCitingPage(page)
    const unmatched = page.rules.find((rule) => !priceForRule(rule, prices))
    if (unmatched) {
      const error = WATCH_MESSAGES.unmatched(unmatched.label)
      return { ok: false, error, fieldErrors: { rules: [error] } }
    }
    const id = await saveWatchedPage(page)
    if (!id && page.id) return { ok: false, error: WATCH_MESSAGES.gone }
    if (!id) return { ok: false, error: WATCH_MESSAGES.exists, fieldErrors: { url: [WATCH_MESSAGES.exists] } }
    await audit(page.id ? 'update' : 'create', 'watched-page', id, { url: page.url, rules: page.rules.length })
    return { ok: true, message: WATCH_MESSAGES.saved }
  },
)

/** Publishes a review item through the sourced price edit (history, feeds and alerts follow). */
export const publishReviewAction = adminAction(
  reviewDecisionSchema,
  { name: 'admin.publishReview', failureMessage: WATCH_MESSAGES.failed },
  async ({ reviewId }, { audit }) => {
    const decided = await publishReview({ reviewId })
    if (decided.status === 'refused') return { ok: false, error: decided.message }
    if (decided.status === 'gone') return { ok: false, error: WATCH_MESSAGES.reviewGone }
    await audit('update', 'price', decided.priceId ?? null, {
      ...decided.change,
      reason: 'published from a reading of the seller’s page',
    })
    expireProviderPages()
    return { ok: true, message: WATCH_MESSAGES.published }
  },
)

export const dismissReviewAction = adminAction(
  reviewDecisionSchema,
  { name: 'admin.dismissReview', failureMessage: WATCH_MESSAGES.failed },
  async ({ reviewId }, { audit }) => {
    if ((await dismissReview({ reviewId })).status !== 'done') return { ok: false, error: WATCH_MESSAGES.reviewGone }
    await audit('dismiss', 'price-review', reviewId)
    return { ok: true, message: WATCH_MESSAGES.dismissed }
  },
)

/** 'Read now': a page's reading is due at once, and the reader runs (every due page, each once). */
export const readNowAction = adminAction(
  z.strictObject({ pageId: z.uuid(WATCH_MESSAGES.gone) }),
  { name: 'admin.readNow', failureMessage: WATCH_MESSAGES.failed },
  async ({ pageId }, { audit }) => {
    if (env.PRICE_READER_HOURS <= 0) return { ok: false, error: WATCH_MESSAGES.reading }
    if (!(await watchedPageDueNow({ pageId }))) return { ok: false, error: WATCH_MESSAGES.gone }
    const run = await readDuePages()
    await audit('read', 'watched-page', pageId, { pages: run.pages.length })
    if (run.pages.some((page) => page.checked > 0 || page.published > 0)) expireProviderPages()
    return { ok: true, message: WATCH_MESSAGES.readNow(run.pages.length) }
  },
)
