import Link from 'next/link'
import { requireCountry } from '@/lib/http/country-segment'
import type { QueryPageProps } from '@/lib/http/query-page'
import { BmiForm } from '@/components/calculator/bmi-form'
import { CostForm } from '@/components/calculator/cost-form'
import { DosageForm } from '@/components/calculator/dosage-form'
import { CalculatorInfoCards } from '@/components/calculator/info-cards'
import { cn } from '@/components/ui/cn'
import { countryHref } from '@/lib/domain/country'
import { calculatorQuerySchema, type CalculatorTab } from '@/lib/validation/calculator'
import { unitOf } from '@/lib/validation/cost-plan'
import { isHomeCountry } from '@/config/countries'

const TABS: { id: CalculatorTab; label: string }[] = [
  { id: 'dosage', label: 'Dosage Calculator' },
  { id: 'cost', label: 'Cost Calculator' },
  { id: 'bmi', label: 'BMI Calculator' },
]

/**
 * The calculators are plain GET forms: the tab and the inputs live in the URL, results render on the
 * server, and the page needs no JavaScript. A result can be shared and reloaded.
 */
/** The page for one set of inputs (none: the empty form); its routes are page.tsx and q/[query]/page.tsx. */
export async function CalculatorView({ params, searchParams }: QueryPageProps) {
  const country = await requireCountry(params)
  const raw = await searchParams
  const query = calculatorQuerySchema.parse(raw)
  // The BMI form's units: those asked for, else the country's own.
  query.unit = unitOf(typeof raw.unit === 'string' ? raw.unit : undefined, isHomeCountry(country.code))
  const action = countryHref(country, '/calculator')

  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">GLP-1 Calculators</h1>
      <p className="mt-2 text-gray-700">
        Work out a dose’s volume and syringe units, what each milligram costs, and your BMI.
      </p>

      <nav aria-label="Calculators" className="mt-6 flex flex-wrap gap-2 border-b border-gray-200">
        {TABS.map((tab) => (
          <Link
            key={tab.id}
            href={tab.id === 'dosage' ? action : `${action}?tab=${tab.id}`}
            aria-current={query.tab === tab.id ? 'page' : undefined}
            className={cn(
              '-mb-px border-b-2 px-4 py-2 text-sm font-semibold',
              query.tab === tab.id
                ? 'border-brand-700 text-brand-800'
                : 'border-transparent text-gray-600 hover:text-gray-900',
            )}
          >
            {tab.label}
          </Link>
        ))}
      </nav>

      <div className="mt-6">
        <h2 className="sr-only">{TABS.find((tab) => tab.id === query.tab)?.label}</h2>
        {query.tab === 'dosage' && <DosageForm query={query} action={action} />}
        {query.tab === 'cost' && <CostForm query={query} action={action} country={country} />}
        {query.tab === 'bmi' && <BmiForm query={query} action={action} />}
      </div>

      <div className="mt-10">
        <CalculatorInfoCards
          assistantHref={countryHref(country, '/glp1-ai')}
          contactHref={countryHref(country, '/contact')}
        />
      </div>
    </section>
  )
}
