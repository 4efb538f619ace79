import { TitledCards, type TitledCard } from '@/components/content/titled-cards'
import { env } from '@/lib/env'
import { staticCountryParams } from '@/lib/static-params'
import { countryPageMetadata } from '@/lib/seo/page-metadata'

export const generateStaticParams = staticCountryParams

export const generateMetadata = ({ params }: PageProps<'/[country]/contact'>) =>
  countryPageMetadata(params, {
    title: 'Contact Us',
    description: `Write to the ${env.SITE_NAME} team with suggestions, problem reports or content ideas. We reply within 24-48 hours.`,
    path: '/contact',
    image: 'page',
  })

const CATEGORIES: TitledCard[] = [
  ['Feature suggestions', 'A tool or comparison you would like us to build.'],
  ['Report issues', 'A wrong price, a broken link or anything that does not work.'],
  ['Content suggestions', 'A topic for a guide, or a provider we should review.'],
]

export default function ContactPage() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">Contact us</h1>
      <p className="mt-4 text-lg text-gray-700">
        Email us at{' '}
        <a href={`mailto:${env.SITE_CONTACT_EMAIL}`} className="font-semibold text-brand-700 underline">
          {env.SITE_CONTACT_EMAIL}
        </a>
        . We usually reply within <strong>24-48 hours</strong>.
      </p>
      <h2 className="mt-8 text-2xl font-bold">What you can write to us about</h2>
      <TitledCards items={CATEGORIES} className="mt-4 grid gap-3 sm:grid-cols-3" />
      <p className="mt-8 text-sm text-gray-600">
        We cannot answer questions about your own treatment: please ask a licensed clinician.
      </p>
    </article>
  )
}
