import Link from 'next/link'
import { countryHref } from '@/lib/domain/country'

/**
 * A one-line link to the price alert sign-up, for pages whose weight leaves no room for the form (a medicine's,
 * a program's); `product` (a tracker key: a program's own product) or `medicine` (a brand or ingredient, and its
 * form) picks the form's first choice there.
 */
export function AlertLink({
  country,
  medicine,
  product,
}: {
  country: { path: string }
  medicine?: { name: string; form?: string }
  product?: string
}) {
  const query = product
    ? `?${new URLSearchParams({ product })}`
    : medicine
      ? `?${new URLSearchParams({ medicine: medicine.name, ...(medicine.form ? { form: medicine.form } : {}) })}`
      : ''
  const href = countryHref(country, `/prices/alerts${query}`)
  return (
    <p className="mt-4 text-sm">
      <Link href={href} className="font-semibold text-brand-700 underline">
        E-mail me when this price drops
      </Link>
    </p>
  )
}
