'use client'

import Link from 'next/link'
import { slugify } from '@/lib/domain/slug'

/** One state of the /near index: its name, code, slug, and its city names A-Z joined by '|'. */
export type StateCities = [state: string, code: string, slug: string, cities: string]

/**
 * The /near index's 600 city links, grouped by state. A client component for its size alone: a server
 * component's markup is sent twice, as HTML and again in the RSC payload (~170 bytes per link, over 100 KB),
 * while this one receives only the names (~10 bytes per city) and renders the same links from them. A city's
 * slug is its name's slug and its state's code (citySlug in lib/domain/geography.ts, whose rule
 * tests/unit/cities.test.ts checks for every city; its module stays out of the browser bundle).
 * Plain links: 600 next/link prefetchers would cost more than the page saves.
 */
export function CityIndex({ states }: { states: StateCities[] }) {
  return (
    <div className="mt-8 columns-1 gap-8 sm:columns-2 lg:columns-3">
      {states.map(([state, code, slug, cities]) => (
        <section
          key={code}
          id={`state-${code.toLowerCase()}`}
          aria-labelledby={`heading-${code}`}
          className="mb-6 break-inside-avoid scroll-mt-20"
        >
          <h2 id={`heading-${code}`} className="text-lg font-bold">
            <Link href={`/near/state/${slug}`} className="hover:underline">
              {state}
            </Link>
          </h2>
          <ul className="city-list mt-1 text-sm">
            {cities.split('|').map((name) => {
              const href = `/near/${slugify(name)}-${code.toLowerCase()}`
              return (
                <li key={href}>
                  <a href={href}>{name}</a>
                </li>
              )
            })}
          </ul>
        </section>
      ))}
    </div>
  )
}
