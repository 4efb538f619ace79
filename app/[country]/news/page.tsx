import { Card, cardClasses } from '@/components/ui/card'
import { Notice } from '@/components/ui/notice'
import { Section } from '@/components/ui/section'
import { getNewsPage } from '@/lib/data/news'
import { longDay } from '@/lib/domain/dates'
import { CATEGORY_BADGE, OTHER_BADGE } from '@/lib/domain/news'
import { requireCountry } from '@/lib/http/country-segment'
import { dataCountryParams } from '@/lib/static-params'
import { fixedCountryPageMetadata } from '@/lib/seo/fixed-pages'

// Daily, like the feed refresh.
export const revalidate = 86400
export const generateStaticParams = dataCountryParams

export const generateMetadata = fixedCountryPageMetadata('/news')

export default async function NewsPage({ params }: PageProps<'/[country]/news'>) {
  const country = await requireCountry(params)
  const { items, lastRefreshedAt, isSample } = await getNewsPage()

  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <header className="rounded-xl bg-brand-50 p-6">
        <h1 className="text-3xl font-extrabold tracking-tight">GLP-1 News &amp; Updates</h1>
        <p className="mt-2 text-gray-700">
          Regulatory decisions, research and industry news about GLP-1 medicines. The feed is auto-updated daily.
        </p>
      </header>

      <Section
        heading="Latest Updates"
        headingId="latest"
        className="mt-8"
        aside={
          <p className="text-sm text-gray-600">
            Last updated:{' '}
            {lastRefreshedAt
              ? longDay(lastRefreshedAt, country.locale)
              : isSample
                ? 'not yet (showing a sample)'
                : 'unknown'}
          </p>
        }
      >
        {isSample && (
          <Notice tone="warning" className="mt-3">
            <strong>Sample.</strong> The live feed has not been read yet, so these are five well-known past items with
            their official sources.
          </Notice>
        )}
        <ul className="mt-4 space-y-4">
          {items.map((item) => (
            <Card as="li" key={item.id} padding="lg">
              <div className="flex flex-wrap items-center gap-2 text-xs">
                <span
                  className={`rounded-full px-2.5 py-0.5 font-semibold ${CATEGORY_BADGE[item.category] ?? OTHER_BADGE}`}
                >
                  {item.category}
                </span>
                <time dateTime={item.publishedAt} className="text-gray-600">
                  {longDay(item.publishedAt, country.locale)}
                </time>
              </div>
              <h3 className="mt-2 text-lg font-semibold">
                <a href={item.url} target="_blank" rel="noopener noreferrer" className="hover:underline">
                  {item.title}
                </a>
              </h3>
              {item.summary && <p className="mt-1 text-sm text-gray-700">{item.summary}</p>}
              <div className="mt-2 flex flex-wrap justify-between gap-2 text-sm">
                <span className="text-gray-600">Source: {item.source}</span>
                <a
                  href={item.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-brand-700 underline"
                >
                  Read Full Article<span className="sr-only">: {item.title}</span>
                </a>
              </div>
            </Card>
          ))}
        </ul>
      </Section>

      <Section
        as="aside"
        heading="About Our News Feed"
        headingId="about-feed"
        size="xl"
        className={cardClasses({ padding: 'lg', className: 'mt-10' })}
      >
        <ul className="mt-3 list-disc space-y-1 pl-6 text-gray-700">
          <li>
            Daily updates from the feeds of curated, reputable sources (the FDA, NIH, health journalists and industry
            press).
          </li>
          <li>Only items about GLP-1 medicines are kept.</li>
          <li>No external API key needed: we read the sources’ public RSS feeds.</li>
          <li>Topics: FDA approvals, clinical trials, provider updates and insurance changes.</li>
        </ul>
      </Section>
    </article>
  )
}
