'use client'

import { usePathname } from 'next/navigation'
import { useCallback, useRef } from 'react'
import { COUNTRIES, type CountrySlug } from '@/config/countries'
import { flagFor, stripCountryPrefix } from '@/lib/domain/country'
import { useDismiss } from './use-dismiss'

/**
 * Plain links through /api/select-country, which stores the choice in a cookie and redirects to the same
 * page in the chosen country: it works before (and without) JavaScript.
 */
export function CountrySelector({ current }: { current: CountrySlug }) {
  const pathname = usePathname()
  const page = stripCountryPrefix(pathname)
  const active = COUNTRIES.find((country) => country.slug === current)
  const details = useRef<HTMLDetailsElement>(null)
  const summary = useRef<HTMLElement>(null)
  const isOpen = useCallback(() => details.current?.open ?? false, [])
  const close = useCallback(() => {
    if (details.current) details.current.open = false
  }, [])
  useDismiss(isOpen, close, details, summary)
  return (
    <details ref={details} className="relative">
      <summary
        ref={summary}
        className="flex cursor-pointer list-none items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100"
      >
        <span aria-hidden className="text-lg leading-none">
          {flagFor(active?.code)}
        </span>
        {/* The accessible name starts with the visible code (axe label-content-name-mismatch). */}
        <span>{active?.code ?? '??'}</span>
        <span className="sr-only"> ({active?.name ?? 'unknown country'}): change country</span>
      </summary>
      <ul className="absolute right-0 z-50 mt-1 w-52 rounded-md border border-gray-200 bg-white py-1 shadow-lg">
        {COUNTRIES.map((country) => (
          <li key={country.slug}>
            <a
              href={`/api/select-country?country=${country.slug}&path=${encodeURIComponent(page)}`}
              className="flex items-center gap-2 px-3 py-2 text-sm text-gray-800 hover:bg-gray-100"
              aria-current={country.slug === current ? 'true' : undefined}
              hrefLang={country.locale}
            >
              <span aria-hidden className="text-lg leading-none">
                {country.flag}
              </span>
              {country.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}
