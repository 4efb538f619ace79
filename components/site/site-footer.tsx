import Link from 'next/link'
import { isHomeCountry, type Country } from '@/config/countries'
import { FOOTER_COLUMNS } from '@/config/site'
import { env } from '@/lib/env'
import { countryHref } from '@/lib/domain/country'

export function SiteFooter({ country }: { country: Country }) {
  const year = new Date().getFullYear()
  return (
    <footer className="mt-16 border-t border-gray-200 bg-gray-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div>
          <p className="text-lg font-bold text-brand-700">{env.SITE_NAME}</p>
          <p className="mt-2 text-sm text-gray-600">
            A free, independent comparison of online GLP-1 weight-loss providers. No paywalls; donations never influence
            ratings. We are not a healthcare provider and do not give medical advice.
          </p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-gray-900">{column.title}</h2>
            {/* `.foot-links` (app/globals.css) styles the links: every page repeats ~25 of them, twice (HTML, RSC). */}
            <ul className="foot-links mt-3 space-y-2">
              {column.links
                .filter((link) => !link.usOnly || isHomeCountry(country.code))
                .map((link) => (
                  <li key={link.path}>
                    <Link href={link.countryNeutral ? link.path : countryHref(country, link.path)}>{link.label}</Link>
                  </li>
                ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-gray-200">
        <div className="mx-auto max-w-6xl space-y-2 px-4 py-6 text-xs text-gray-600">
          <p>
            <strong>Affiliate disclosure:</strong> {env.SITE_NAME} may receive compensation when you click affiliate
            links or buy through our partners. Editorial content, rankings and the Vial Score are not influenced by
            this.
          </p>
          <p>
            © {year} {env.SITE_NAME}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  )
}
