import { Calculator, MessageSquareText, Scale, TrendingUp } from 'lucide-react'
import Link from 'next/link'
import { cardClasses } from '@/components/ui/card'
import { Section } from '@/components/ui/section'
import type { Country } from '@/config/countries'
import { countryHref } from '@/lib/domain/country'

const TOOLS = [
  { title: 'Cost Calculator', text: 'Cost per milligram, per dose and per year.', path: '/calculator?tab=cost', Icon: Calculator },
  { title: 'BMI Calculator', text: 'Your BMI, its category and the usual eligibility rule.', path: '/calculator?tab=bmi', Icon: Scale },
  { title: 'Trending Keywords', text: 'What people are searching for about GLP-1s.', path: '/trending-keywords', Icon: TrendingUp },
  { title: 'Patient Testimonials', text: 'What patients discuss in public communities.', path: '/reddit-posts', Icon: MessageSquareText },
]

export function ToolsSection({ country }: { country: Country }) {
  return (
    <Section id="tools" heading="Free Tools" headingId="tools-heading" className="mx-auto max-w-5xl scroll-mt-20 px-4 py-12">
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {TOOLS.map(({ title, text, path, Icon }) => (
          <li key={title}>
            <Link href={countryHref(country, path)} className={cardClasses({ padding: 'lg', className: 'block h-full hover:border-brand-600 hover:shadow-sm' })}>
              <Icon aria-hidden className="size-6 text-brand-700" />
              <span className="mt-3 block font-semibold">{title}</span>
              <span className="mt-1 block text-sm text-gray-700">{text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  )
}
