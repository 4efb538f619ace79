import { escapeHtml } from '@/lib/domain/newsletter'

/**
 * A state's city links as chips (`.city-chips`, app/globals.css). One HTML string, not an element per city: a
 * state lists up to 131 cities, and the page's data would otherwise carry each link a second time as a row of
 * its own (about 100 bytes a city). Plain links: a prefetching Link would fetch every city page in view.
 */
export function CityChips({ cities }: { cities: readonly { slug: string; name: string }[] }) {
  const html = cities
    .map((city) => `<li><a href="/near/${encodeURIComponent(city.slug)}">${escapeHtml(city.name)}</a></li>`)
    .join('')
  return <ul className="city-chips mt-3 flex flex-wrap gap-2" dangerouslySetInnerHTML={{ __html: html }} />
}
