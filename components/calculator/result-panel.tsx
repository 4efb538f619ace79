import { cardClasses } from '@/components/ui/card'
import { Section } from '@/components/ui/section'
import { TermCards } from '@/components/ui/term-cards'

/** What a calculation gave: the figures (with a note under them), or why it could not be made. */
export type CalculatorOutcome = { rows: [string, string][]; note?: React.ReactNode } | { errors: string[] }

/** Results, or the list of problems, after Calculate. The page scrolls here through the #results anchor. */
export function ResultPanel({ title, outcome }: { title: string; outcome: CalculatorOutcome }) {
  const errors = 'errors' in outcome && outcome.errors.length > 0 ? outcome.errors : null
  return (
    <Section
      id="results"
      heading={errors ? 'Please check your inputs' : title}
      headingId="results-heading"
      size="lg"
      className={cardClasses({ padding: 'lg', className: 'mt-6 scroll-mt-24 bg-gray-50' })}
    >
      {errors ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm font-medium text-red-700">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : (
        <TermCards
          items={'rows' in outcome ? outcome.rows : []}
          className="mt-3 gap-3 sm:grid-cols-2"
          card={{ variant: 'raised', padding: 'sm', radius: 'lg' }}
          termClassName="text-xs uppercase tracking-wide text-gray-600"
          descriptionClassName="text-xl font-bold text-brand-800"
        />
      )}
      {'note' in outcome && outcome.note && <div className="mt-3 text-sm text-gray-700">{outcome.note}</div>}
    </Section>
  )
}
