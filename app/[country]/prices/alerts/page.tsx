import type { Metadata } from 'next'
import Link from 'next/link'
import { AlertForm } from '@/components/price-alerts/alert-form'
import { alertProductsFor } from '@/lib/data/price-alerts'
import { countryHref } from '@/lib/domain/country'
import type { AlertProduct } from '@/lib/domain/price-alerts'
import { requireCountry } from '@/lib/http/country-segment'
import { NOINDEX } from '@/lib/seo/metadata'

export const metadata: Metadata = { title: 'Price alerts', robots: NOINDEX }
// The query picks the form's first medicine; the products it offers come from the cached tracker read.
export const dynamic = 'force-dynamic'

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined)

/**
 * The form's first medicine: `?product=` (a tracker key) as given, else the first product of `?medicine=` (a
 * brand or ingredient) in `?form=` (tablet: the tablets; anything else: an injectable) when there is one.
 */
function firstChoice(products: AlertProduct[], query: Record<string, string | string[] | undefined>) {
  const product = one(query.product)
  if (product) return product
  const medicine = one(query.medicine)?.toLowerCase()
  if (!medicine) return undefined
  const named = products.filter(({ key }) => key.split('-').includes(medicine))
  const form = one(query.form) === 'tablet' ? 'tablet' : 'injection'
  return (named.find((candidate) => candidate.form === form) ?? named[0])?.key
}

/** The price alert sign-up, for the pages that only link to it (a medicine's, a program's). */
export default async function PriceAlertsPage({ params, searchParams }: PageProps<'/[country]/prices/alerts'>) {
  const country = await requireCountry(params)
  const query = await searchParams
  const products = await alertProductsFor({ countryCode: country.code })
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold">Price alerts</h1>
      <p className="mt-3 text-gray-700">
        An e-mail when a GLP-1 medicine’s self-pay price in {country.name} drops below an amount you choose, or whenever
        it changes: the channel, the old and new price, the day it took effect and its source.
      </p>
      <div className="mt-6">
        {products.length ? (
          <AlertForm
            countryCode={country.code}
            currencySymbol={country.currencySymbol}
            products={products.map(({ key, title, doses }) => ({ key, title, doses }))}
            product={firstChoice(products, query)}
            dose={one(query.dose)}
          />
        ) : (
          <p className="text-gray-700">No prices are recorded in {country.name} yet, so there is nothing to watch.</p>
        )}
      </div>
      <p className="mt-6 text-sm">
        <Link href={countryHref(country, '/prices')} className="text-brand-700 underline">
          Every recorded price
        </Link>
      </p>
    </section>
  )
}
