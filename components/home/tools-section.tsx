import { BookOpen, Calculator, ClipboardCheck, Landmark, MessageSquareText, Scale, Search, TrendingUp, type LucideIcon } from 'lucide-react'
import Link from 'next/link'
import { Section } from '@/components/ui/section'
import { isHomeCountry, type Country } from '@/config/countries'
import { countryHref } from '@/lib/domain/country'

type CardLink = { title: string; text: string; path: string; Icon: LucideIcon; countryNeutral?: boolean; usOnly?: boolean }

const TOOLS: CardLink[] = [
  { title: 'Cost Calculator', text: 'Cost per milligram, per dose and per year.', path: '/calculator?tab=cost', Icon: Calculator },
  { title: 'BMI Calculator', text: 'Your BMI, its category and the labels’ two criteria.', path: '/calculator?tab=bmi', Icon: Scale },
  { title: 'Trending Keywords', text: 'What people are searching for about GLP-1s.', path: '/trending-keywords', Icon: TrendingUp },
  { title: 'Patient Testimonials', text: 'What patients discuss in public communities.', path: '/reddit-posts', Icon: MessageSquareText },
]

const GUIDES: CardLink[] = [
  { title: 'The Medicines', text: 'Wegovy, Zepbound and the others, from their labels and trials.', path: '/medications', Icon: BookOpen, countryNeutral: true },
  { title: 'Am I Eligible?', text: 'The labels’ criteria against your height, weight and conditions.', path: '/eligibility', Icon: ClipboardCheck },
  { title: 'Find a Provider', text: 'Programs that fit your state and budget, with the first-year cost.', path: '/find-provider', Icon: Search },
  { title: 'Medicaid Coverage', text: 'Whether your state’s Medicaid covers GLP-1s for weight loss.', path: '/coverage', Icon: Landmark, countryNeutral: true, usOnly: true },
]

function CardLinks({ id, heading, items, country }: { id: string; heading: string; items: CardLink[]; country: Country }) {
  return (
    <Section id={id} heading={heading} headingId={`${id}-heading`} className="mx-auto max-w-5xl scroll-mt-20 px-4 py-12">
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {items
          .filter((item) => !item.usOnly || isHomeCountry(country.code))
          .map(({ title, text, path, Icon, countryNeutral }) => (
            <li key={title}>
              {/* `.tile` (app/globals.css): the card look, one short class per tile instead of utility strings (issue 20). */}
              <Link href={countryNeutral ? path : countryHref(country, path)} className="tile">
                <Icon aria-hidden className="size-6 text-brand-700" />
                <b>{title}</b>
                <span>{text}</span>
              </Link>
            </li>
          ))}
      </ul>
    </Section>
  )
}

export const ToolsSection = ({ country }: { country: Country }) => <CardLinks id="tools" heading="Free Tools" items={TOOLS} country={country} />

export const GuidesSection = ({ country }: { country: Country }) => <CardLinks id="guides" heading="Guides" items={GUIDES} country={country} />
