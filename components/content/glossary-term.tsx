import Link from 'next/link'
import { countryHref } from '@/lib/domain/country'

/**
 * A term of ours ("All-in monthly cost", "Vial Score") linked to its glossary entry where the reader meets it:
 * once per list (its note), not in every card, which lists repeat (and send twice, as HTML and RSC payload).
 */
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
    <Link href={countryHref(country, `/glossary#${slug}`)} className="gterm">
      {children}
    </Link>
  )
}

/** A list's note: where its cards' 'All-in monthly cost' is explained. */
export function AllInMeaning({ country }: { country: { path: string } }) {
  return (
    <GlossaryTerm slug="all-in-monthly-cost" country={country}>
      What the all-in monthly cost includes
    </GlossaryTerm>
  )
}

/** A table's 'All-in monthly cost' column, linked to its entry. */
export function AllInTerm({ country }: { country: { path: string } }) {
  return (
    <GlossaryTerm slug="all-in-monthly-cost" country={country}>
      All-in monthly cost
    </GlossaryTerm>
  )
}
