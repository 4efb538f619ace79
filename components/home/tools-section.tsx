import Link from 'next/link'
import { Section } from '@/components/ui/section'
import { isHomeCountry, type Country } from '@/config/countries'
import { countryHref } from '@/lib/domain/country'

/** `icon` names a `.tile-{icon}` rule in app/globals.css: lucide's shape drawn by CSS (see CardLinks). */
type CardLink = {
  title: string
  /** Its words, or words in the country's own terms. */
  text: string | ((country: Country) => string)
  path: string
  icon: string
  countryNeutral?: boolean
  usOnly?: boolean
}

const TOOLS: CardLink[] = [
  {
    title: 'Cost Calculator',
    text: 'Cost per milligram, per dose and per year.',
    path: '/calculator?tab=cost',
    icon: 'calculator',
  },
  {
    title: 'BMI Calculator',
    text: 'Your BMI, its category and the labels’ two criteria.',
    path: '/calculator?tab=bmi',
    icon: 'scale',
  },
  {
    title: 'Trending Keywords',
    text: 'What people are searching for about GLP-1s.',
    path: '/trending-keywords',
    icon: 'trending-up',
  },
  {
    title: 'Patient Testimonials',
    text: 'What patients discuss in public communities.',
    path: '/reddit-posts',
    icon: 'message-square-text',
  },
]

const GUIDES: CardLink[] = [
  {
    title: 'The Medicines',
    text: 'Wegovy, Zepbound and the others, from their labels and trials.',
    path: '/medications',
    icon: 'book-open',
    countryNeutral: true,
  },
  {
    title: 'Am I Eligible?',
    text: 'The labels’ criteria against your height, weight and conditions.',
    path: '/eligibility',
    icon: 'clipboard-check',
  },
  {
    title: 'Find a Provider',
    text: 'Programs that fit your needs and budget, with the first-year cost.',
    path: '/find-provider',
    icon: 'search',
  },
  {
    title: 'What Will It Cost Me?',
    text: (country) => `Your cost by coverage: ${country.payers}.`,
    path: '/cost',
    icon: 'calculator',
  },
  {
    title: 'Does My Plan Cover It?',
    text: 'Medicare, Medicaid by state, and what the largest plans and drug benefit companies say, dated.',
    path: '/coverage',
    icon: 'landmark',
    countryNeutral: true,
    usOnly: true,
  },
]

function CardLinks({
  id,
  heading,
  items,
  country,
}: {
  id: string
  heading: string
  items: CardLink[]
  country: Country
}) {
  return (
    <Section
      id={id}
      heading={heading}
      headingId={`${id}-heading`}
      className="mx-auto max-w-5xl scroll-mt-20 px-4 py-12"
    >
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {items
          .filter((item) => !item.usOnly || isHomeCountry(country.code))
          .map(({ title, text, path, icon, countryNeutral }) => (
            <li key={title}>
              {/*
                `.tile` (app/globals.css): the card look and its icon, drawn by CSS before the title, rather than
                utility strings and an inline SVG per tile, each sent twice as HTML and RSC payload.
              */}
              <Link href={countryNeutral ? path : countryHref(country, path)} className={`tile tile-${icon}`}>
                <b>{title}</b>
                <span>{typeof text === 'function' ? text(country) : text}</span>
              </Link>
            </li>
          ))}
      </ul>
    </Section>
  )
}

export const ToolsSection = ({ country }: { country: Country }) => (
  <CardLinks id="tools" heading="Free Tools" items={TOOLS} country={country} />
)

export const GuidesSection = ({ country }: { country: Country }) => (
  <CardLinks id="guides" heading="Guides" items={GUIDES} country={country} />
)
