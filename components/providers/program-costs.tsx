import { AllInTerm } from '@/components/content/glossary-term'
import { PER_WORDS } from '@/components/prices/per-words'
import { OutOfDateFlag } from '@/components/providers/sample-badge'
import { Section } from '@/components/ui/section'
import { Table } from '@/components/ui/table'
import type { Country } from '@/config/countries'
import { offerTitle, type CitedSource, type OfferCosts, type ProgramCosts } from '@/lib/domain/program-costs'
import { basisLine } from '@/lib/domain/price-basis'
import { formatPrice } from '@/lib/domain/pricing'
import { feeTerms, type FeeKind } from '@/lib/domain/true-cost'
import { displayDay } from '@/lib/domain/dates'
import { isOutOfDate } from '@/lib/domain/staleness'

export const FEE_LABELS: Record<FeeKind, string> = {
  membership: 'Membership',
  consultation: 'Consultation',
  lab: 'Lab',
  shipping: 'Shipping',
}
// Beside the all-in monthly cost: a fill of no stated length has none, so its words say why.
const OFFER_PER_WORDS: Record<string, string> = { ...PER_WORDS, fill: 'per fill (length not stated)' }

/**
 * A source as a citation: publisher, linked, its own date, the day an editor last re-checked the figure on it,
 * and the out-of-date flag after 60 days (counted from the page's own date: a re-check finds the page unchanged,
 * it does not make its figure newer). An observation is said as what it is: the seller's page, as observed by
 * whom (linked) on which day.
 */
export function Citation({ source, flag = true }: { source: CitedSource; flag?: boolean }) {
  const page = (
    <a href={source.url} className="underline" rel="nofollow noopener" target="_blank">
      {source.publisher}
    </a>
  )
  return (
    <span className="text-xs text-gray-600">
      {source.dateKind === 'read' ? (
        <>
          {page}: checked on the seller’s page on {displayDay(source.date)}
        </>
      ) : source.dateKind === 'observed' ? (
        <>
          {page}’s page, as {source.observedBy ? 'observed by ' : 'captured anonymously'}
          {source.observerUrl && source.observedBy && (
            <a href={source.observerUrl} className="underline" rel="nofollow noopener" target="_blank">
              {source.observedBy}
            </a>
          )}{' '}
          on {displayDay(source.date)}
        </>
      ) : (
        <>
          {page}, {displayDay(source.date)}
        </>
      )}
      {source.checked && source.checked > source.date && <> · checked {displayDay(source.checked)}</>}
      {flag && <OutOfDateFlag date={source.date} />}
    </span>
  )
}

const money = (amount: number | null, country: Country) =>
  amount === null ? 'Not published' : formatPrice(amount, country)

/** One freshness line for an offer's prices: their dates, and how many may be out of date, instead of a flag on each. */
function Freshness({ dates }: { dates: string[] }) {
  if (dates.length === 0) return null
  const sorted = [...dates].sort()
  const stale = dates.filter((date) => isOutOfDate(date, new Date())).length
  const [oldest, newest] = [sorted[0], sorted.at(-1)!]
  return (
    <p className="mt-1 text-xs text-gray-600">
      Prices dated {displayDay(oldest)}
      {oldest !== newest && ` to ${displayDay(newest)}`}
      {stale > 0 && (
        <strong className="font-semibold text-amber-900">
          {' '}
          · {stale === dates.length ? 'may be out of date' : `${stale} of ${dates.length} may be out of date`}
        </strong>
      )}
    </p>
  )
}

function OfferSection({ offer, country }: { offer: OfferCosts; country: Country }) {
  return (
    <Section heading={offerTitle(offer)} level={3} size="base" className="mt-6">
      <Freshness dates={offer.prices.map((price) => price.source.date)} />
      <ul className="mt-2 space-y-2 text-sm">
        {offer.prices.map((price, index) => (
          <li key={index}>
            <strong>{price.dose}</strong>:{' '}
            {price.amount === null
              ? 'price not published'
              : `${formatPrice(price.amount, country)} ${OFFER_PER_WORDS[price.per ?? ''] ?? ''}`}
            {price.amount !== null && basisLine(price, displayDay) && (
              <span className="text-gray-600"> ({basisLine(price, displayDay)})</span>
            )}{' '}
            · <Citation source={price.source} flag={false} />
            {price.via && (
              <span className="block text-xs text-gray-700">
                At the maker’s self-pay price: the maker names this program as selling it ·{' '}
                <Citation source={price.via} flag={false} />. Its own fees are not published.
              </span>
            )}
            {price.alternatives.map((alternative, at) => (
              <span key={at} className="block text-xs text-gray-700">
                {alternative.amount === price.amount
                  ? 'The same amount in another source'
                  : `Sources differ: ${alternative.source.publisher} gives ${money(alternative.amount, country)}`}
                {alternative.note && ` (${alternative.note})`} · <Citation source={alternative.source} flag={false} />
              </span>
            ))}
          </li>
        ))}
      </ul>
      {offer.steps.some((step) => step.advertised !== null) && (
        <Table
          className="mt-3"
          caption={`${offerTitle(offer)}: cost at each dose`}
          columns={['Dose', 'Advertised', <AllInTerm key="all-in" country={country} />]}
          figuresFrom={1}
        >
          {offer.steps.map((step) => (
            <tr key={step.dose}>
              <th scope="row" className="py-2 font-normal">
                {step.dose}
              </th>
              <td className="py-2 text-right">{money(step.advertised, country)}</td>
              <td className="py-2 text-right font-semibold">
                {step.advertised !== null && step.trueMonthly === null
                  ? 'Not computable'
                  : money(step.trueMonthly, country)}
              </td>
            </tr>
          ))}
        </Table>
      )}
      {offer.titration && (
        <p className="mt-2 text-sm">
          First six months of titration ({offer.titration.doses.join(', ')}):{' '}
          <strong>
            {offer.titration.total === null
              ? 'not computable (a step has no published price)'
              : formatPrice(offer.titration.total, country)}
          </strong>
        </p>
      )}
    </Section>
  )
}

/** The provider page's cost section: every sourced price with its citation, per-step costs, titration and fees. */
export function ProgramCostsSection({ costs, country }: { costs: ProgramCosts; country: Country }) {
  return (
    <Section heading="What it costs" headingId="costs" size="xl" className="mt-10">
      <p className="mt-2 text-sm text-gray-700">
        Advertised prices as their sources state them. The all-in monthly cost adds the published fees; a fee no source
        states is listed as not published and is not counted.
      </p>
      {costs.offers.map((offer) => (
        <OfferSection key={offerTitle(offer)} offer={offer} country={country} />
      ))}
      <Section heading="Fees" level={3} size="base" className="mt-6">
        <ul className="mt-2 space-y-1 text-sm">
          {costs.fees.map((fee, index) => (
            <li key={index}>
              {FEE_LABELS[fee.kind]}: {formatPrice(fee.amount, country)} ({feeTerms(fee)}) ·{' '}
              <Citation source={fee.source} />
            </li>
          ))}
          {costs.unknownFees.map((kind) => (
            <li key={kind}>{FEE_LABELS[kind]}: not published</li>
          ))}
        </ul>
      </Section>
    </Section>
  )
}
