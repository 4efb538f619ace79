/**
 * The Atom feeds of recorded price changes (app/data/price-changes.atom): all of them, one medicine's (by its
 * medication page's slug) or one program's (by its slug). The pages that show those prices link their feed.
 */
export const PRICE_FEED_PATH = '/data/price-changes.atom'

/** A medication page's medicine in a feed's title: 'Wegovy tablets', 'Zepbound', 'Semaglutide'. */
export function medicineFeedName(page: { brand?: string; form?: string; ingredient?: string }): string {
  if (page.brand) return page.form === 'tablet' ? `${page.brand} tablets` : page.brand
  const ingredient = page.ingredient ?? ''
  return ingredient.charAt(0).toUpperCase() + ingredient.slice(1)
}

export const medicinePriceFeed = (slug: string, name: string) => ({
  path: `${PRICE_FEED_PATH}?medicine=${encodeURIComponent(slug)}`,
  title: `${name} price changes`,
})

export const providerPriceFeed = (slug: string, name: string) => ({
  path: `${PRICE_FEED_PATH}?provider=${encodeURIComponent(slug)}`,
  title: `${name} price changes`,
})
