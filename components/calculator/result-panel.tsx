import { Card, cardClasses } from '@/components/ui/card'
import { Section } from '@/components/ui/section'

/** Results, or the list of problems, after Calculate. The page scrolls here through the #results anchor. */
export function ResultPanel({ title, rows, errors, note }: { title: string; rows?: [string, string][]; errors?: string[]; note?: React.ReactNode }) {
  return (
    <Section
      id="results"
      heading={errors?.length ? 'Please check your inputs' : title}
      headingId="results-heading"
      size="lg"
      className={cardClasses({ padding: 'lg', className: 'mt-6 scroll-mt-24 bg-gray-50' })}
    >
      {errors?.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm font-medium text-red-700">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : (
        <dl className="mt-3 grid gap-3 sm:grid-cols-2">
          {rows?.map(([label, value]) => (
            <Card key={label} variant="raised" padding="sm" radius="lg">
              <dt className="text-xs uppercase tracking-wide text-gray-600">{label}</dt>
              <dd className="text-xl font-bold text-brand-800">{value}</dd>
            </Card>
          ))}
        </dl>
      )}
      {note && !errors?.length && <div className="mt-3 text-sm text-gray-700">{note}</div>}
    </Section>
  )
}
