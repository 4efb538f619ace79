import { GlossaryTerm } from '@/components/content/glossary-term'
import Link from 'next/link'
import { perLabel } from '@/components/providers/cost-lines'
import { VisitLink } from '@/components/providers/outbound-link'
import { FEE_LABELS } from '@/components/providers/program-costs'
import { PriceSourceNote } from '@/components/providers/sample-badge'
import { cardClasses } from '@/components/ui/card'
import { isHomeCountry, type Country } from '@/config/countries'
import { medicineIngredients } from '@/lib/content/medications'
import type { ProviderView } from '@/lib/data/providers'
import { ingredientLabel, type CatalogueIngredient } from '@/lib/domain/medicine-catalogue'
import { offerTitle } from '@/lib/domain/program-costs'
import { noPriceLabel } from '@/lib/domain/provider-card'
import { countryHref } from '@/lib/domain/country'
import { formatPrice, pricePerMg } from '@/lib/domain/pricing'
import { hasSchedule, TITRATION, titrationCost, type Medication } from '@/lib/domain/titration'
import { feeTerms } from '@/lib/domain/true-cost'
import { ALL_STATES } from '@/lib/domain/vial-score'

/** `term`: the glossary entry the label links to. */
type Row = { label: string; cells: React.ReactNode[]; group?: string; term?: 'all-in-monthly-cost' | 'vial-score' }

function money(value: number | null, country: Country) {
  return value === null ? <span className="text-gray-500">—</span> : formatPrice(value, country)
}

/** A medicine on the label's weekly schedule: each step's month, its price per mg, and the whole escalation. */
function scheduledRows(medication: Medication, name: string, providers: ProviderView[], country: Country): Row[] {
  const costs = providers.map((p) => titrationCost(medication, p.prices[medication] ?? {}))
  const rows: Row[] = TITRATION[medication].steps.map((dose, stepIndex) => ({
    group: name,
    label: `${dose} · month ${stepIndex + 1}`,
    cells: costs.map((cost) => {
      const price = cost.steps[stepIndex].monthlyPrice
      const perMg = price === null ? null : pricePerMg(price, dose)
      return (
        <>
          {money(price, country)}
          {perMg !== null && <span className="block text-xs text-gray-600">{formatPrice(perMg, country)}/mg</span>}
        </>
      )
    }),
  }))
  rows.push({
    group: name,
    label: `First ${TITRATION[medication].steps.length} months (full escalation)`,
    cells: costs.map((cost) => <strong key="total">{money(cost.total, country)}</strong>),
  })
  return rows
}

/**
 * One medicine's rows: its schedule where the cost rules know it, else its price at each dose it comes in
 * (no price per mg: a daily dose's milligrams are not a weekly one's). A medicine none of the programs
 * prices keeps one row that says so, so every medicine of the catalogue is named.
 */
function medicineRows(medicine: CatalogueIngredient, providers: ProviderView[], country: Country): Row[] {
  const name = ingredientLabel(medicine)
  const priced = providers.some((p) => Object.keys(p.prices[medicine.ingredient] ?? {}).length > 0)
  if (!priced)
    return [
      { group: name, label: 'No dated price from these programs', cells: providers.map(() => money(null, country)) },
    ]
  if (hasSchedule(medicine.ingredient)) return scheduledRows(medicine.ingredient, name, providers, country)
  return medicine.doses.map((dose) => ({
    group: name,
    label: `${dose} · a month`,
    cells: providers.map((p) => money(p.prices[medicine.ingredient]?.[dose] ?? null, country)),
  }))
}

/** The cost lines: advertised (and the source it rests on), true monthly, the first six months of titration, and fees. */
function costLines(providers: ProviderView[], country: Country): Row[] {
  const notPublished = 'Not published'
  const titration = (p: ProviderView) => {
    const totals = (p.costs?.offers ?? []).flatMap((offer) =>
      offer.titration?.total == null ? [] : [{ total: offer.titration.total, title: offerTitle(offer) }],
    )
    const lowest = totals.sort((a, b) => a.total - b.total)[0]
    return lowest ? `${formatPrice(lowest.total, country)} (${lowest.title})` : notPublished
  }
  const fees = (p: ProviderView) => {
    if (!p.costs) return notPublished
    const known = p.costs.fees.map(
      (fee) => `${FEE_LABELS[fee.kind]} ${formatPrice(fee.amount, country)} (${feeTerms(fee)})`,
    )
    const unknown = p.costs.unknownFees.map((kind) => FEE_LABELS[kind].toLowerCase())
    return [...known, unknown.length ? `not published: ${unknown.join(', ')}` : ''].filter(Boolean).join('; ')
  }
  return [
    {
      label: 'Advertised price',
      cells: providers.map((p) => {
        const { advertised } = p
        return advertised
          ? `from ${formatPrice(advertised.amount, country)}${perLabel(advertised.per)}`
          : noPriceLabel(p.priceNotPublished)
      }),
    },
    {
      label: 'Prices as published',
      cells: providers.map((p) => (
        <PriceSourceNote key={p.id} isSample={p.isSample} sourceUrl={p.sourceUrl} sourceDate={p.lastVerifiedAt} />
      )),
    },
    {
      label: 'All-in monthly cost',
      term: 'all-in-monthly-cost',
      cells: providers.map((p) =>
        p.costs?.lowestTrueMonthly ? `from ${formatPrice(p.costs.lowestTrueMonthly.amount, country)}` : notPublished,
      ),
    },
    { label: 'First six months of titration', cells: providers.map(titration) },
    { label: 'Fees', cells: providers.map(fees) },
  ]
}

export function CompareTable({ providers, country }: { providers: ProviderView[]; country: Country }) {
  const rows: Row[] = [
    ...costLines(providers, country),
    {
      label: 'Vial Score',
      term: 'vial-score',
      cells: providers.map((p) =>
        p.rating === null
          ? `Not rated yet (${p.vialScore.inputsUsed} of 5 inputs published)`
          : `${p.vialScore.score.toFixed(1)} / 5 (${p.vialScore.band})`,
      ),
    },
    {
      label: 'Google rating',
      cells: providers.map((p) => (p.googleScore === null ? 'Not published' : `${p.googleScore.toFixed(1)} / 5`)),
    },
    {
      label: 'Trustpilot rating',
      cells: providers.map((p) =>
        p.trustpilotScore === null ? 'Not published' : `${p.trustpilotScore.toFixed(1)} / 5`,
      ),
    },
    { label: 'Medications', cells: providers.map((p) => p.medications.join(', ') || '—') },
    {
      label: isHomeCountry(country.code) ? 'States' : 'Availability',
      cells: providers.map((p) =>
        !isHomeCountry(country.code)
          ? `Available in ${country.name}`
          : p.statesPublished === null
            ? 'Not published'
            : p.statesPublished.includes(ALL_STATES)
              ? 'All 50 states'
              : `${p.statesPublished.length} states`,
      ),
    },
    ...medicineIngredients().flatMap((medicine) => medicineRows(medicine, providers, country)),
  ]

  return (
    // Not the shared Table: a matrix whose column heads are the providers, not small column labels.
    <div className={cardClasses({ padding: 'none', className: 'overflow-x-auto' })}>
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">Side-by-side comparison</caption>
        <thead className="bg-gray-50">
          <tr>
            <td className="p-3" />
            {providers.map((p) => (
              <th key={p.id} scope="col" className="p-3 align-top">
                <Link href={countryHref(country, `/providers/${p.slug}`)} className="font-bold hover:underline">
                  {p.name}
                </Link>
                {p.isSample && <span className="mt-1 block text-xs font-normal text-amber-800">Sample data</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((row, index) => (
            <tr
              key={`${row.group ?? ''}${row.label}`}
              className={row.group && rows[index - 1]?.group !== row.group ? 'border-t-2 border-gray-300' : undefined}
            >
              <th scope="row" className="p-3 font-normal text-gray-700">
                {row.group && <span className="block text-xs font-semibold uppercase text-gray-600">{row.group}</span>}
                {row.term ? (
                  <GlossaryTerm slug={row.term} country={country}>
                    {row.label}
                  </GlossaryTerm>
                ) : (
                  row.label
                )}
              </th>
              {row.cells.map((cell, i) => (
                <td key={i} className="p-3 align-top">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <td className="p-3" />
            {providers.map((p) => (
              <td key={p.id} className="p-3">
                <VisitLink provider={p} countryCode={country.code} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  )
}
