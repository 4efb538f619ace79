import Link from 'next/link'
import { requireCountry } from '@/lib/http/country-segment'
import type { QueryPageProps } from '@/lib/http/query-page'
import { StateSelect } from '@/components/site/state-select'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Checkbox, Field, Fieldset, inputClasses } from '@/components/ui/field'
import { Notice } from '@/components/ui/notice'
import { Section } from '@/components/ui/section'
import { medicineIngredients } from '@/lib/content/medications'
import { getRankedProviders, type ProviderView } from '@/lib/data/providers'
import { countryHref } from '@/lib/domain/country'
import { findProviders, type FinderMatch, type FinderProgram } from '@/lib/domain/finder'
import { displayDay } from '@/lib/domain/dates'
import { firstYearTerms } from '@/lib/domain/program-costs'
import { ingredientLabel, type CatalogueIngredient } from '@/lib/domain/medicine-catalogue'
import { formatPrice } from '@/lib/domain/pricing'
import { parseFinderQuery } from '@/lib/validation/finder'

const toFinderProgram = (provider: ProviderView): FinderProgram => ({
  slug: provider.slug,
  name: provider.name,
  vialScore: provider.rating,
  states: provider.statesPublished,
  medications: provider.medications,
  offers: provider.costs?.offers ?? [],
  insuranceAccepted: provider.terms.insuranceAccepted,
  minimumCommitmentMonths: provider.terms.minimumCommitmentMonths,
  // No source in our data states how a program's visits happen.
  videoVisits: null,
})

type Select = { name: 'medication' | 'form' | 'type'; label: string; options: [value: string, label: string][] }

/** The form's choices: every medicine of the catalogue, then the form and the kind of product. */
const selects = (medicines: CatalogueIngredient[]): Select[] => [
  {
    name: 'medication',
    label: 'Medicine',
    options: [
      ['', 'Any'],
      ...medicines.map((medicine): [string, string] => [medicine.ingredient, ingredientLabel(medicine)]),
    ],
  },
  {
    name: 'form',
    label: 'Form',
    options: [
      ['', 'Either'],
      ['injection', 'Injection'],
      ['tablet', 'Tablet'],
    ],
  },
  {
    name: 'type',
    label: 'Brand or compounded',
    options: [
      ['', 'Either'],
      ['brand', 'Brand-name (FDA-approved product)'],
      ['compounded', 'Compounded'],
    ],
  },
]

/** The 'Also' checkboxes: the query parameter each sets to 1, and the criterion it reads back as. */
const PREFERENCES = [
  { name: 'insurance', criterion: 'insurance', label: 'I want to use my insurance' },
  { name: 'noCommitment', criterion: 'noCommitment', label: 'Prefer no minimum commitment' },
  { name: 'video', criterion: 'videoVisits', label: 'Prefer video visits' },
] as const

function MatchCard({ match, money, href }: { match: FinderMatch; money: (amount: number) => string; href: string }) {
  const firstYear = match.offer?.firstYear
  return (
    <Card as="li">
      <h3 className="text-lg font-semibold">
        <Link href={href} className="text-brand-700 underline">
          {match.name}
        </Link>
      </h3>
      {match.offer && <p className="text-sm text-gray-700">{match.offer.title}</p>}
      <p className="mt-2">
        First-year cost:{' '}
        {firstYear?.total != null ? (
          <>
            <strong>{money(firstYear.total)}</strong>
            <span className="block text-sm text-gray-700">
              Six months of dose steps with their fees, {money(firstYear.titration!)}; then six months at{' '}
              {firstYear.maintenanceDose}, {money(firstYear.maintenanceMonthly!)} a month.{' '}
              {firstYearTerms(firstYear, displayDay)}
            </span>
          </>
        ) : (
          <span className="text-gray-700">
            not computable: {match.offer?.whyNoFirstYear ?? 'no dated source publishes its prices'}.
          </span>
        )}
      </p>
      <ul className="mt-2 space-y-1 text-sm">
        {match.reasons.map((reason) => (
          <li key={reason}>✓ {reason}</li>
        ))}
        {match.caveats.map((caveat) => (
          <li key={caveat} className="text-amber-900">
            ! {caveat}
          </li>
        ))}
      </ul>
    </Card>
  )
}

/** The page for one set of inputs (none: the empty form); its routes are page.tsx and q/[query]/page.tsx. */
export async function FindProviderView({ params, searchParams }: QueryPageProps) {
  const country = await requireCountry(params)
  const us = country.code === 'US'
  const medicines = medicineIngredients()
  const { criteria, budgetText, submitted, errors } = parseFinderQuery(await searchParams, {
    usStates: us,
    medicines: medicines.map((medicine) => medicine.ingredient),
  })
  const money = (amount: number) => formatPrice(amount, country)
  const result =
    submitted && errors.length === 0
      ? findProviders(
          (await getRankedProviders({ countryCode: country.code, featuredOnly: false })).map(toFinderProgram),
          criteria,
          money,
        )
      : null

  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">Find an online GLP-1 provider</h1>
      <p className="mt-3 text-lg text-gray-700">
        Tell us what you need: we check every program in our data against it, show what the first year would cost from
        each one’s published prices and fees, and say what ruled the others out.
      </p>
      <form
        method="get"
        action={`${countryHref(country, '/find-provider')}#results`}
        className="mt-6 grid gap-4 sm:grid-cols-2"
        noValidate
      >
        <input type="hidden" name="find" value="1" />
        {us && <StateSelect label="Your state" defaultValue={criteria.state?.code ?? ''} emptyLabel="Any state" />}
        {selects(medicines).map((select) => (
          <Field key={select.name} id={select.name} label={select.label}>
            <select
              id={select.name}
              name={select.name}
              defaultValue={criteria[select.name] ?? ''}
              className={inputClasses('md')}
            >
              {select.options.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </Field>
        ))}
        <Field id="budget" label={`Monthly budget (${country.currencySymbol}, optional)`}>
          <input
            id="budget"
            name="budget"
            type="number"
            inputMode="decimal"
            min={1}
            defaultValue={budgetText}
            className={inputClasses('md')}
          />
        </Field>
        <Fieldset legend="Also" className="sm:col-span-2">
          <div className="mt-2 grid gap-2 sm:grid-cols-3">
            {PREFERENCES.map((preference) => (
              <Checkbox
                key={preference.name}
                name={preference.name}
                value="1"
                label={preference.label}
                defaultChecked={criteria[preference.criterion]}
              />
            ))}
          </div>
        </Fieldset>
        <Button type="submit" className="sm:col-span-2">
          Find providers
        </Button>
      </form>

      {errors.length > 0 && (
        <Notice tone="error" role="alert" className="mt-6">
          {errors.join(' ')}
        </Notice>
      )}
      {result && (
        <Section
          heading={`${result.matches.length} ${result.matches.length === 1 ? 'program fits' : 'programs fit'}`}
          headingId="results"
          className="mt-10"
        >
          {result.matches.length === 0 ? (
            <p className="mt-2 text-gray-700">
              No program in our data meets every criterion. The list below says what ruled each one out.
            </p>
          ) : (
            <ol className="mt-4 space-y-4">
              {result.matches.map((match) => (
                <MatchCard
                  key={match.slug}
                  match={match}
                  money={money}
                  href={countryHref(country, `/providers/${match.slug}`)}
                />
              ))}
            </ol>
          )}
          {result.excluded.length > 0 && (
            <Section heading="Ruled out" headingId="ruled-out" level={3} size="base" className="mt-8">
              <ul className="mt-2 space-y-2 text-sm">
                {result.excluded.map((exclusion) => (
                  <li key={exclusion.slug}>
                    <Link
                      href={countryHref(country, `/providers/${exclusion.slug}`)}
                      className="font-medium text-brand-700 underline"
                    >
                      {exclusion.name}
                    </Link>
                    : {exclusion.reasons.join('; ')}
                  </li>
                ))}
              </ul>
            </Section>
          )}
          <p className="mt-6 text-sm text-gray-600">
            Costs come from each program’s dated published prices and fees and assume the label’s standard dose steps;
            your clinician sets your actual doses. A figure no source publishes is never guessed: it rules a program out
            of a budget, or is named above.
          </p>
        </Section>
      )}
    </article>
  )
}
