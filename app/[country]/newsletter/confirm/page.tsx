import type { Metadata } from 'next'
import { ConfirmForm } from '@/components/newsletter/confirm-form'
import { NOINDEX } from '@/lib/seo/metadata'

export const metadata: Metadata = { title: 'Confirm your subscription', robots: NOINDEX }

export default async function ConfirmSubscriptionPage({ searchParams }: PageProps<'/[country]/newsletter/confirm'>) {
  const token = (await searchParams).token
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">Confirm your subscription</h1>
      {typeof token === 'string' && token ? (
        <>
          <p className="mt-3 text-gray-700">One click, and the weekly GLP-1 updates start coming to this address.</p>
          <ConfirmForm token={token} />
        </>
      ) : (
        <p className="mt-3 text-gray-700">
          Open the link from the confirmation e-mail we sent you to confirm your subscription.
        </p>
      )}
    </section>
  )
}
