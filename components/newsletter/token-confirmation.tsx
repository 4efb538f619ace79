import type { Metadata } from 'next'
import { NOINDEX } from '@/lib/seo/metadata'

/** The double opt-in pages' words: a newsletter subscription's and a price alert's. */
const CONFIRMATIONS = {
  subscription: {
    title: 'Confirm your subscription',
    ready: 'One click, and the weekly GLP-1 updates start coming to this address.',
    missing: 'Open the link from the confirmation e-mail we sent you to confirm your subscription.',
  },
  'price-alert': {
    title: 'Confirm your price alert',
    ready: 'One click, and we mail this address when the price moves as you asked.',
    missing: 'Open the link from the confirmation e-mail we sent you to confirm the alert.',
  },
} as const
type Confirmation = keyof typeof CONFIRMATIONS

export const confirmationMetadata = (of: Confirmation): Metadata => ({
  title: CONFIRMATIONS[of].title,
  robots: NOINDEX,
})

/**
 * The page a confirmation mail links to: with the link's token, the button that confirms (`Form`, which the page
 * passes so that it ships its own form only); without, where the link is.
 */
export function TokenConfirmation({
  of,
  token,
  Form,
}: {
  of: Confirmation
  token: string | string[] | undefined
  Form: (props: { token: string }) => React.ReactNode
}) {
  const { title, ready, missing } = CONFIRMATIONS[of]
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      {typeof token === 'string' && token ? (
        <>
          <p className="mt-3 text-gray-700">{ready}</p>
          <Form token={token} />
        </>
      ) : (
        <p className="mt-3 text-gray-700">{missing}</p>
      )}
    </section>
  )
}
