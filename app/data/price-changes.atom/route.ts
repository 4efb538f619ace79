import { z } from 'zod'
import { COUNTRIES } from '@/config/countries'
import { getMedicationPage } from '@/lib/content/medications'
import { getOpenPriceRecord, type OpenPriceChange } from '@/lib/data/price-tracker'
import { countryHref } from '@/lib/domain/country'
import { atomFeed } from '@/lib/domain/feeds'
import { offerMatches } from '@/lib/domain/medicine-offers'
import { changeKey, productTitle } from '@/lib/domain/price-tracker'
import { formatPrice } from '@/lib/domain/pricing'
import { env } from '@/lib/env'
import { AppError, toAppError } from '@/lib/errors'
import { medicineFeedName, PRICE_FEED_PATH } from '@/lib/seo/price-feed'

// Read at request time (the embedded database is not opened at build); the read itself is cached.
export const dynamic = 'force-dynamic'

/** The newest changes a feed reader gets; the whole record is /data/prices.json. */
const FEED_ENTRIES = 100

const slug = z
  .string()
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
const scopeSchema = z.union([
  z.strictObject({ medicine: slug }),
  z.strictObject({ provider: slug }),
  z.strictObject({}),
])
const SCOPE_MESSAGE =
  'Ask for every change, or one scope: ?medicine= a medication page’s slug (zepbound) or ?provider= a program’s slug.'

/** Which changes a feed holds, its title, and the page it mirrors; null for a medicine or program with no record. */
function feedScope(query: URLSearchParams, changes: readonly OpenPriceChange[]) {
  const parsed = scopeSchema.safeParse(Object.fromEntries(query))
  if (!parsed.success || [...query.keys()].length > 1) throw new AppError('bad_request:feed-scope', SCOPE_MESSAGE)
  const scope = parsed.data
  if ('medicine' in scope) {
    const page = getMedicationPage(scope.medicine)
    if (!page?.ingredient || !(page.kind === 'medicine' || page.kind === 'ingredient')) return null
    const match = { ingredient: page.ingredient, brand: page.brand, form: page.form }
    return {
      query: `?medicine=${scope.medicine}`,
      name: medicineFeedName(page),
      page: page.path,
      changes: changes.filter((change) => offerMatches(change, match)),
    }
  }
  if ('provider' in scope) {
    const own = changes.filter((change) => change.channelSlug === scope.provider)
    if (own.length === 0) return null
    return {
      query: `?provider=${scope.provider}`,
      name: own[0].channel,
      page: `/providers/${scope.provider}`,
      changes: own,
    }
  }
  return { query: '', name: null, page: '/prices', changes }
}

/**
 * Atom feed of public price changes (the tracker's record, lib/domain/price-history.ts isPublicPriceChange: a
 * maker's list price too), newest first, each with its source and date: every country's, or one
 * medicine's or one program's (lib/seo/price-feed.ts), which the pages showing them link for feed readers.
 */
export async function GET(request: Request) {
  try {
    const site = env.SITE_URL.replace(/\/$/, '')
    const scope = feedScope(new URL(request.url).searchParams, await getOpenPriceRecord())
    if (!scope) throw new AppError('not_found:feed-scope', 'No recorded prices for that medicine or program.')
    const entries = scope.changes.slice(0, FEED_ENTRIES).map((change) => {
      const country = COUNTRIES.find((candidate) => candidate.code === change.country) ?? COUNTRIES[0]
      const money = (amount: number) => formatPrice(amount, country)
      const movement =
        change.oldAmount === null
          ? `listed at ${money(change.newAmount!)}`
          : change.newAmount === null
            ? `no longer listed (was ${money(change.oldAmount)})`
            : `${money(change.oldAmount)} to ${money(change.newAmount)}`
      return {
        // One id per change whatever feed carries it, so a reader subscribed to two sees it once.
        id: `${site}${PRICE_FEED_PATH}#${encodeURIComponent(changeKey(change))}`,
        title: `${change.channel}, ${productTitle(change)} ${change.dose} (${country.name}): ${movement}`,
        link: `${site}${countryHref(country, change.channelSlug ? `/providers/${change.channelSlug}` : '/prices')}`,
        updated: `${change.date}T00:00:00Z`,
        summary: `As of ${change.date}${change.per ? `, per ${change.per}` : ''}${change.correctedOn ? ` (corrected on ${change.correctedOn})` : ''}. Source: ${change.sourceUrl} (dated ${change.sourceDate}).`,
      }
    })
    const self = `${site}${PRICE_FEED_PATH}${scope.query}`
    const body = atomFeed({
      id: self,
      title: `${env.SITE_NAME}: ${scope.name ? `${scope.name} price changes` : 'GLP-1 price changes'}`,
      selfUrl: self,
      siteUrl: `${site}${scope.page}`,
      author: env.SITE_NAME,
      fallbackUpdated: new Date().toISOString(),
      entries,
    })
    return new Response(body, {
      headers: {
        'Content-Type': 'application/atom+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=300, s-maxage=3600',
      },
    })
  } catch (error) {
    return toAppError(error, 'data.price-changes.atom').toResponse()
  }
}
