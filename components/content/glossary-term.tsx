import Link from 'next/link'
import { countryHref } from '@/lib/domain/country'

/** A term of ours ("All-in monthly cost", "Vial Score") linked to its glossary entry, where the reader meets it. */
export function GlossaryTerm({
  slug,
  country,
  children,
}: {
  slug: 'all-in-monthly-cost' | 'vial-score' | 'self-pay-price' | 'titration'
  country: { path: string }
  children: React.ReactNode
}) {
  return (
    <Link href={countryHref(country, `/glossary#${slug}`)} className="underline decoration-dotted underline-offset-2">
      {children}
    </Link>
  )
}
