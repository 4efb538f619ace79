import Link from 'next/link'
import { notFound } from 'next/navigation'
import { env } from '@/lib/env'
import { getFeaturedProviders } from '@/lib/data/providers'
import { getSiteContent } from '@/lib/data/site-content'
import { countryBySlug, countryHref } from '@/lib/domain/country'
import { formatPrice } from '@/lib/domain/pricing'
import { dataCountryParams } from '@/lib/static-params'

// Must be a literal for Next's static analysis; keep equal to REVALIDATE_SECONDS.
export const revalidate = 3600
export const generateStaticParams = dataCountryParams

export default async function HomePage({ params }: PageProps<'/[country]'>) {
  const country = countryBySlug((await params).country)
  if (!country) notFound()
  const [content, featured] = await Promise.all([getSiteContent(), getFeaturedProviders({ countryCode: country.code })])

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl">
            {content.hero_title_seo ?? 'Compare Online GLP-1 Weight Loss Providers'}
          </h1>
          {content.hero_subtitle_seo && <p className="mt-4 text-lg text-gray-700">{content.hero_subtitle_seo}</p>}
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <a href="#providers" className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
              Compare Providers
            </a>
            <a href="#tools" className="rounded-md border border-brand-700 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50">
              Free Tools
            </a>
          </div>
        </div>
      </section>

      <section id="providers" className="mx-auto max-w-5xl scroll-mt-20 px-4 py-12">
        <h2 className="text-2xl font-bold">Featured GLP-1 Weight Loss Providers</h2>
        <p className="mt-1 text-sm text-gray-600">Prices in {country.currency} for {country.name}.</p>
        {featured.length === 0 ? (
          <p className="mt-6 text-gray-700">No providers are listed for {country.name} yet.</p>
        ) : (
          <ol className="mt-6 space-y-4">
            {featured.map((provider, index) => (
              <li key={provider.id} className="rounded-lg border border-gray-200 p-4 shadow-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="text-lg font-semibold">
                    <span className="mr-2 text-brand-700">#{index + 1}</span>
                    {provider.name}
                  </h3>
                  <p className="font-semibold">
                    from {formatPrice(provider.fromPrice, country.currency, country.locale)}
                    <span className="text-sm font-normal text-gray-600">/month</span>
                  </p>
                </div>
                <p className="mt-1 text-sm text-gray-700">{provider.description}</p>
                <p className="mt-2 text-sm text-gray-600">
                  {provider.medicationLabel} · Vial Score {(provider.vialScore / 2).toFixed(1)}/5
                  {provider.isSample && (
                    <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                      Sample data{provider.lastVerifiedAt ? `, verified ${provider.lastVerifiedAt}` : ''}
                    </span>
                  )}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section id="tools" className="mx-auto max-w-5xl scroll-mt-20 px-4 py-12">
        <h2 className="text-2xl font-bold">Free Tools</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {[
            { title: 'Cost Calculator', path: '/calculator?tab=cost' },
            { title: 'BMI Calculator', path: '/calculator?tab=bmi' },
            { title: 'Trending Keywords', path: '/trending-keywords' },
            { title: 'Patient Discussions', path: '/reddit-posts' },
          ].map((tool) => (
            <li key={tool.title}>
              <Link href={countryHref(country, tool.path)} className="block rounded-lg border border-gray-200 p-4 font-semibold hover:border-brand-600">
                {tool.title}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-sm text-gray-600">{env.SITE_NAME} is free and independent. We are not a healthcare provider.</p>
      </section>
    </>
  )
}
