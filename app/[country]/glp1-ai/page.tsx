import { Chat } from '@/components/assistant/chat'
import { requireCountry } from '@/lib/http/country-segment'
import { staticCountryParams } from '@/lib/static-params'
import { fixedCountryPageMetadata } from '@/lib/seo/fixed-pages'

export const generateStaticParams = staticCountryParams

export const generateMetadata = fixedCountryPageMetadata('/glp1-ai')

export default async function AssistantPage({ params }: PageProps<'/[country]/glp1-ai'>) {
  const country = await requireCountry(params)
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">GLP-1 AI Assistant</h1>
      <p className="mt-2 text-gray-700">
        Questions about GLP-1 medications, online providers and prices, answered from our own guides and data. It gives
        general information only: it is not medical advice, and we are not a healthcare provider.
      </p>
      <div className="mt-6">
        <Chat country={country.slug} />
      </div>
    </section>
  )
}
