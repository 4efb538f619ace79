import { COUNTRIES } from '@/config/countries'
import { getOpenPriceRecord } from '@/lib/data/price-tracker'
import { countryHref } from '@/lib/domain/country'
import { atomFeed } from '@/lib/domain/feeds'
import { productKey, productTitle } from '@/lib/domain/price-tracker'
import { formatPrice } from '@/lib/domain/pricing'
import { env } from '@/lib/env'
import { toAppError } from '@/lib/errors'

// Read at request time (the embedded database is not opened at build); the read itself is cached.
export const dynamic = 'force-dynamic'

/** The newest changes a feed reader gets; the whole record is /data/prices.json. */
const FEED_ENTRIES = 100

/** Atom feed of recorded price changes, every country, newest first: each with its source and date. */
export async function GET() {
  try {
    const site = env.SITE_URL.replace(/\/$/, '')
    const changes = (await getOpenPriceRecord()).slice(0, FEED_ENTRIES)
    const entries = changes.map((change) => {
      const country = COUNTRIES.find((candidate) => candidate.code === change.country) ?? COUNTRIES[0]
      const money = (amount: number) => formatPrice(amount, country)
      const movement =
        change.oldAmount === null
          ? `listed at ${money(change.newAmount!)}`
          : change.newAmount === null
            ? `no longer listed (was ${money(change.oldAmount)})`
            : `${money(change.oldAmount)} to ${money(change.newAmount)}`
      const key = [
        change.country,
        change.channelSlug ?? change.channel,
        productKey(change),
        change.dose,
        change.date,
        change.newAmount ?? 'removed',
      ].join(':')
      return {
        id: `${site}/data/price-changes.atom#${encodeURIComponent(key)}`,
        title: `${change.channel}, ${productTitle(change)} ${change.dose} (${country.name}): ${movement}`,
        link: `${site}${countryHref(country, change.channelSlug ? `/providers/${change.channelSlug}` : '/prices')}`,
        updated: `${change.date}T00:00:00Z`,
        summary: `As of ${change.date}${change.per ? `, per ${change.per}` : ''}. Source: ${change.sourceUrl} (dated ${change.sourceDate}).`,
      }
    })
    const body = atomFeed({
      id: `${site}/data/price-changes.atom`,
      title: `${env.SITE_NAME}: GLP-1 price changes`,
      selfUrl: `${site}/data/price-changes.atom`,
      siteUrl: `${site}/prices`,
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
