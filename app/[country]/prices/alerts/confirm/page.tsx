import type { Metadata } from 'next'
import { ConfirmAlertForm } from '@/components/price-alerts/confirm-form'
import { NOINDEX } from '@/lib/seo/metadata'

export const metadata: Metadata = { title: 'Confirm your price alert', robots: NOINDEX }

export default async function ConfirmPriceAlertPage({ searchParams }: PageProps<'/[country]/prices/alerts/confirm'>) {
  const token = (await searchParams).token
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">Confirm your price alert</h1>
      {typeof token === 'string' && token ? (
        <>
          <p className="mt-3 text-gray-700">One click, and we mail this address when the price moves as you asked.</p>
          <ConfirmAlertForm token={token} />
        </>
      ) : (
        <p className="mt-3 text-gray-700">
          Open the link from the confirmation e-mail we sent you to confirm the alert.
        </p>
      )}
    </section>
  )
}
