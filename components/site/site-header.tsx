import Link from 'next/link'
import type { Country } from '@/config/countries'
import { env } from '@/lib/env'
import { countryHref } from '@/lib/domain/country'
import { CountrySelector } from './country-selector'
import { MainNav } from './main-nav'

export function SiteHeader({ country }: { country: Country }) {
  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link href={countryHref(country, '/')} className="text-xl font-bold tracking-tight text-brand-700">
          {env.SITE_NAME}
        </Link>
        <div className="flex items-center gap-2">
          <MainNav countryPath={country.path} />
          <CountrySelector current={country.slug} />
        </div>
      </div>
    </header>
  )
}
