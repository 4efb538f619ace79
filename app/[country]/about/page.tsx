import Link from 'next/link'
import { Card } from '@/components/ui/card'
import { Section } from '@/components/ui/section'
import { env } from '@/lib/env'
import { countryBySlug, countryHref } from '@/lib/domain/country'
import { staticCountryParams } from '@/lib/static-params'
import { countryPageMetadata } from '@/lib/seo/metadata'

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
  ['Usefulness', 'Prices per dose and per milligram, the full dose-escalation cost, and free tools: the numbers people need.'],
  ['Care', 'Plain language, no pressure, and a clear line between information and medical advice.'],
]

export default async function AboutPage({ params }: PageProps<'/[country]/about'>) {
  const country = countryBySlug((await params).country) ?? { path: '/' }
  const href = (path: string) => countryHref(country, path)
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">About {env.SITE_NAME}</h1>
      <Section heading="Our mission" headingId="mission" className="mt-6">
        <p className="mt-2 text-gray-700">
          Online GLP-1 programs differ widely in price, in what they include and in where they can treat you. {env.SITE_NAME} puts
          those facts side by side, free and without a paywall, so you can compare like with like before you talk to a clinician.
        </p>
      </Section>
      <Section heading="Our values" headingId="values" className="mt-8">
        <dl className="mt-3 grid gap-3 sm:grid-cols-2">
          {VALUES.map(([title, text]) => (
            <Card key={title}>
              <dt className="font-semibold">{title}</dt>
              <dd className="mt-1 text-sm text-gray-700">{text}</dd>
            </Card>
          ))}
        </dl>
      </Section>
      <Section heading="What we offer" headingId="offer" className="mt-8">
        <ul className="mt-3 list-disc space-y-1 pl-6 text-gray-700">
          <li><Link className="text-brand-700 underline" href={href('/')}>Ranked provider comparisons</Link> for the US, UK, Canada and Australia, with local prices.</li>
          <li><Link className="text-brand-700 underline" href={href('/compare')}>Side-by-side comparison</Link> of two to four providers.</li>
          <li><Link className="text-brand-700 underline" href={href('/calculator')}>Dosage, cost and BMI calculators</Link> and a <Link className="text-brand-700 underline" href={href('/glp1-ai')}>GLP-1 assistant</Link>.</li>
          <li>News, guides on our <Link className="text-brand-700 underline" href="/blog">blog</Link>, and what patients discuss in public communities.</li>
        </ul>
        <p className="mt-3 text-gray-700">
          How providers are ranked is explained on the <Link className="text-brand-700 underline" href={href('/vial-score')}>Vial Score</Link> page.
        </p>
      </Section>
      <Section heading="About our sample data" headingId="sample-data-heading" id="sample-data" className="mt-8 scroll-mt-24 rounded-xl border border-amber-300 bg-amber-50 p-5">
        <p className="mt-2 text-gray-800">
          Providers marked “Sample data” are fictional demonstration entries: their names are invented, their websites use the reserved
          <code className="mx-1 rounded bg-white px-1">.example</code> domain, and their prices are illustrative, in the range US online
          programs advertised in 2025-2026. They show how the comparison works until editors enter real providers, each with a source
          URL for its prices and the date they were last verified. Never choose a provider from sample data.
        </p>
      </Section>
      <Section heading="Medical disclaimer" headingId="disclaimer" className="mt-8">
        <p className="mt-2 text-gray-700">
          {env.SITE_NAME} is an information and comparison service. We are not a healthcare provider, we do not prescribe or sell
          medication, and nothing on this site is medical advice. Only a licensed clinician who knows your health history can decide
          whether a GLP-1 medication is right for you.
        </p>
      </Section>
    </article>
  )
}
