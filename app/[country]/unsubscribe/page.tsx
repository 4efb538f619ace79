import type { Metadata } from 'next'
import { UnsubscribeForm } from '@/components/newsletter/unsubscribe-form'
import { NOINDEX } from '@/lib/seo/metadata'

export const metadata: Metadata = { title: 'Unsubscribe', robots: NOINDEX }

export default async function UnsubscribePage({ searchParams }: PageProps<'/[country]/unsubscribe'>) {
  const token = (await searchParams).token
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">Unsubscribe</h1>
      {typeof token === 'string' && token ? (
        <>
          <p className="mt-3 text-gray-700">Stop the weekly GLP-1 updates to this address.</p>
          <UnsubscribeForm token={token} />
        </>
      ) : (
        <p className="mt-3 text-gray-700">Open the unsubscribe link from one of our e-mails to stop them.</p>
      )}
    </section>
  )
}
