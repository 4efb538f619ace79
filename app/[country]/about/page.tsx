import Link from 'next/link'
import { TermCards } from '@/components/ui/term-cards'
import { Section } from '@/components/ui/section'
import { env } from '@/lib/env'
import { countryBySlug, countryHref } from '@/lib/domain/country'
import { staticCountryParams } from '@/lib/static-params'
import { countryPageMetadata } from '@/lib/seo/page-metadata'

export const generateStaticParams = staticCountryParams

export const generateMetadata = ({ params }: PageProps<'/[country]/about'>) =>
  countryPageMetadata(params, {
    title: 'About Us',
    description: `Why ${env.SITE_NAME} exists, how we compare online GLP-1 providers, and what we are not: a healthcare provider.`,
    path: '/about',
    image: 'page',
  })

const VALUES = [
  ['Independence', 'Rankings come from published rules, never from payment. Affiliate links never change a score.'],
  ['Transparency', 'Every price shows when it was last checked and where it came from; sample data is labelled.'],
  [
    'Usefulness',
    'Prices per dose and per milligram, the full dose-escalation cost, and free tools: the numbers people need.',
  ],
  ['Care', 'Plain language, no pressure, and a clear line between information and medical advice.'],
] as const

export default async function AboutPage({ params }: PageProps<'/[country]/about'>) {
  const country = countryBySlug((await params).country) ?? { path: '/' }
  const href = (path: string) => countryHref(country, path)
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">About {env.SITE_NAME}</h1>
      <Section heading="Our mission" headingId="mission" className="mt-6">
        <p className="mt-2 text-gray-700">
          Online GLP-1 programs differ widely in price, in what they include and in where they can treat you.{' '}
          {env.SITE_NAME} puts those facts side by side, free and without a paywall, so you can compare like with like
          before you talk to a clinician.
        </p>
      </Section>
      <Section heading="Our values" headingId="values" className="mt-8">
        <TermCards
          items={VALUES}
          className="mt-3 gap-3 sm:grid-cols-2"
          descriptionClassName="mt-1 text-sm text-gray-700"
        />
      </Section>
      <Section heading="What we offer" headingId="offer" className="mt-8">
        <ul className="mt-3 list-disc space-y-1 pl-6 text-gray-700">
          <li>
            <Link className="text-brand-700 underline" href={href('/')}>
              Ranked provider comparisons
            </Link>{' '}
            for the US, UK, Canada and Australia, with local prices.
          </li>
          <li>
            <Link className="text-brand-700 underline" href={href('/compare')}>
              Side-by-side comparison
            </Link>{' '}
            of two to four providers.
          </li>
          <li>
            <Link className="text-brand-700 underline" href={href('/calculator')}>
              Dosage, cost and BMI calculators
            </Link>{' '}
            and a{' '}
            <Link className="text-brand-700 underline" href={href('/glp1-ai')}>
              GLP-1 assistant
            </Link>
            .
          </li>
          <li>
            News, guides on our{' '}
            <Link className="text-brand-700 underline" href="/blog">
              blog
            </Link>
            , and what patients discuss in public communities.
          </li>
        </ul>
        <p className="mt-3 text-gray-700">
          How providers are ranked is explained on the{' '}
          <Link className="text-brand-700 underline" href={href('/vial-score')}>
            Vial Score
          </Link>{' '}
          page.
        </p>
      </Section>
      <Section heading="Where our figures come from" headingId="sources" className="mt-8">
        <p className="mt-2 text-gray-700">
          Every price, fee, review figure and state list we show was read from a public page that carries its own date:
          the provider’s or the manufacturer’s page, or a dated news report that names its source. Each figure links to
          that page and shows its date; a figure whose source is more than 60 days old is marked “may be out of date”,
          and what no dated source states is shown as “not published”, never estimated. The whole data set, with every
          source, is free to reuse under CC BY 4.0 as{' '}
          <a className="text-brand-700 underline" href="/data/providers.json">
            JSON
          </a>{' '}
          and{' '}
          <a className="text-brand-700 underline" href="/data/providers.csv">
            CSV
          </a>
          .
        </p>
      </Section>
      <Section
        heading="About our sample data"
        headingId="sample-data-heading"
        id="sample-data"
        className="mt-8 scroll-mt-24 rounded-xl border border-amber-300 bg-amber-50 p-5"
      >
        <p className="mt-2 text-gray-800">
          Providers marked “Sample data” are fictional entries used to test and demonstrate the comparison: their names
          are invented, their websites use the reserved <code className="mx-1 rounded bg-white px-1">.example</code>{' '}
          domain, and their prices are illustrative. The site itself lists real programs; if you ever see a sample
          entry, never choose a provider from it.
        </p>
      </Section>
      <Section heading="Medical disclaimer" headingId="disclaimer" className="mt-8">
        <p className="mt-2 text-gray-700">
          {env.SITE_NAME} is an information and comparison service. We are not a healthcare provider, we do not
          prescribe or sell medication, and nothing on this site is medical advice. Only a licensed clinician who knows
          your health history can decide whether a GLP-1 medication is right for you.
        </p>
      </Section>
    </article>
  )
}
