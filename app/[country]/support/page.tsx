import Link from 'next/link'
import { DonationPicker } from '@/components/content/donation-picker'
import { TitledCards, type TitledCard } from '@/components/content/titled-cards'
import { Section } from '@/components/ui/section'
import { env } from '@/lib/env'
import { countryBySlug, countryHref } from '@/lib/domain/country'
import { staticCountryParams } from '@/lib/static-params'
import { countryPageMetadata } from '@/lib/seo/page-metadata'

export const generateStaticParams = staticCountryParams

export const generateMetadata = ({ params }: PageProps<'/[country]/support'>) =>
  countryPageMetadata(params, {
    title: `Support ${env.SITE_NAME}`,
    description: `${env.SITE_NAME} is free and independent. A one-time donation helps keep prices checked and the tools running.`,
    path: '/support',
    image: 'page',
  })

const WHY: TitledCard[] = [
  ['Free for Everyone', 'No paywalls, no sign-up walls: every comparison and tool is free.'],
  ['Unbiased Reviews', 'Rankings follow published rules; donations and affiliate fees never change them.'],
  ['Daily Updates', 'News is refreshed daily and prices are re-checked regularly.'],
  ['Community Driven', 'Reader reports and suggestions shape what we build next.'],
]

export default async function SupportPage({ params }: PageProps<'/[country]/support'>) {
  const country = countryBySlug((await params).country) ?? { path: '/' }
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">Support {env.SITE_NAME}</h1>
      <p className="mt-2 text-gray-700">
        We keep this comparison free and independent. If it helped you, a small donation helps us keep it that way.
      </p>

      <Section heading="Why Support Us?" headingId="why" className="mt-8">
        <TitledCards items={WHY} className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" />
      </Section>

      <Section heading="Make a donation" headingId="donate" className="mt-8">
        <div className="mt-4">
          <DonationPicker donationUrl={env.DONATION_URL ?? null} />
        </div>
      </Section>

      <Section heading="Other Ways to Support" headingId="other-ways" className="mt-8">
        <TitledCards
          className="mt-4 grid gap-3 sm:grid-cols-3"
          items={[
            ['Spread the Word', 'Share a comparison with someone who is weighing their options.'],
            ['Leave Reviews', 'Honest public reviews of providers help everyone, and feed the Vial Score.'],
            [
              'Provide Feedback',
              <>
                Tell us what is wrong or missing on our{' '}
                <Link href={countryHref(country, '/contact')} className="text-brand-700 underline">
                  contact page
                </Link>
                .
              </>,
            ],
          ]}
        />
      </Section>

      <Section
        heading="Our Commitment to Transparency"
        headingId="transparency"
        size="xl"
        className="mt-8 rounded-xl bg-brand-50 p-5"
      >
        <ul className="mt-3 list-disc space-y-1 pl-6 text-gray-800">
          <li>100% of donations go to maintenance: hosting, data checks and tools.</li>
          <li>No executive salaries are paid from donations.</li>
          <li>Donations don’t influence ratings: the Vial Score is computed from published inputs.</li>
        </ul>
      </Section>
    </article>
  )
}
