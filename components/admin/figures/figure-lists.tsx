import { ConfirmActionButton } from '@/components/admin/confirm-action-button'
import { ButtonLink } from '@/components/ui/button'
import { Section } from '@/components/ui/section'
import { Table } from '@/components/ui/table'
import { COUNTRIES } from '@/config/countries'
import {
  markFigureCheckedTodayAction,
  removeFigureAction,
  removeMistakenPriceAction,
} from '@/lib/admin/actions/provider-figures'
import type { StoredFact, StoredPrice } from '@/lib/data/provider-figures'
import { amountWords, factValueWords } from '@/lib/domain/audit'
import { isStale } from '@/lib/domain/figure-check'
import { groupOffers, type SourcedPrice } from '@/lib/domain/sourced-offers'
import { offerTitle } from '@/lib/domain/program-costs'
import type { SourceRecord } from '@/lib/domain/price-record'
import { STALE_AFTER_DAYS } from '@/lib/domain/staleness'
import { FACT_KINDS, FACT_LABELS } from '@/lib/validation/provider-figures'
import type { FactKind } from '@/lib/validation/provider-import'

const KIND_WORDS: Record<string, string> = { intro: 'introductory', recurring: 'recurring', standard: 'list' }

function SourceCell({ source, today }: { source: SourceRecord; today: Date }) {
  return (
    <td className="py-2 pr-3 text-xs">
      <a href={source.url} className="underline" rel="noopener noreferrer" target="_blank">
        {source.publisher}
      </a>
      , {source.date}
      {source.dateKind === 'entered' && ' (entered, no page date)'}
      <span className="block text-gray-600">checked {source.checked}</span>
      {isStale({ source }, today) && (
        <strong className="block text-amber-800">Stale: source over {STALE_AFTER_DAYS} days old</strong>
      )}
    </td>
  )
}

const EDIT_PATHS = { price: 'prices', fact: 'facts' } as const

/** A price's or fact's row: its own cells, then its source, then Edit, Checked today and Remove. */
function FigureRow({
  providerId,
  figure,
  record: { id, source },
  label,
  today,
  children,
}: {
  providerId: string
  figure: 'price' | 'fact'
  record: { id: string; source: SourceRecord }
  /** Names the row, for screen readers and in the buttons' words. */
  label: string
  today: Date
  children: React.ReactNode
}) {
  const ref = { providerId, id, figure }
  return (
    <tr aria-label={label}>
      {children}
      <SourceCell source={source} today={today} />
      <td className="whitespace-nowrap py-2 text-right">
        <ButtonLink
          href={`/admin/providers/${providerId}/${EDIT_PATHS[figure]}/${id}`}
          variant="plain"
          size="sm"
          aria-label={`Edit ${label}`}
        >
          Edit
        </ButtonLink>
        <ConfirmActionButton action={markFigureCheckedTodayAction} input={ref} label="Checked today" variant="plain" />
        <ConfirmActionButton
          action={removeFigureAction}
          input={ref}
          label="Remove"
          confirm={`Remove ${label}? A price's removal is kept in its history.`}
        />
        {figure === 'price' && (
          <ConfirmActionButton
            action={removeMistakenPriceAction}
            input={ref}
            label="Remove as a mistake"
            confirm={`Remove ${label} as a mistake (a test, a wrong row)? It leaves every public record, its history too.`}
          />
        )}
      </td>
    </tr>
  )
}

// The last column holds the row's buttons; its header is for screen readers only.
const ACTIONS_COLUMN = (
  <span key="a" className="sr-only">
    Actions
  </span>
)

/** A provider's prices in the back office, per country, grouped by medicine and form, each with its source. */
export function PriceList({ providerId, prices }: { providerId: string; prices: StoredPrice[] }) {
  const today = new Date()
  const countries = COUNTRIES.filter((country) => prices.some((price) => price.country === country.code))
  return (
    <Section heading="Prices" headingId="prices" size="lg" className="mt-10">
      <p className="mt-1 text-sm text-gray-600">
        Every price with the page it came from. A changed amount is kept in the price history.
      </p>
      <p className="mt-3">
        <ButtonLink href={`/admin/providers/${providerId}/prices/new`} size="sm">
          Add a price
        </ButtonLink>
      </p>
      {countries.length === 0 && <p className="mt-3 text-sm text-gray-700">No prices yet.</p>}
      {countries.map((country) => (
        <div key={country.code} className="mt-6">
          <h3 className="font-semibold">
            {country.flag} {country.name}
          </h3>
          {groupOffers(prices.filter((price) => price.country === country.code) as (StoredPrice & SourcedPrice)[]).map(
            (offer) => {
              const title = offerTitle(offer[0])
              return (
                <Table
                  key={title}
                  className="mt-2"
                  caption={`${country.name}: ${title}`}
                  captionClassName="text-left text-sm font-semibold text-gray-800"
                  columns={['Dose', 'Amount', 'Kind', 'Source', ACTIONS_COLUMN]}
                >
                  {offer.map((price) => {
                    const label = `${country.name}: ${title}, ${price.dose}${price.alternativeOf ? ' (another source’s figure)' : ''}`
                    return (
                      <FigureRow
                        key={price.id}
                        providerId={providerId}
                        figure="price"
                        record={price}
                        label={label}
                        today={today}
                      >
                        <td className="py-2 pr-3">
                          {price.dose}
                          {price.steps.length > 0 && (
                            <span className="block text-xs text-gray-600">steps {price.steps.join(', ')}</span>
                          )}
                        </td>
                        <td className="py-2 pr-3">
                          {price.amount === null
                            ? 'no amount'
                            : `${amountWords(price.amount, price.currency)}${price.per ? ` / ${price.per}` : ''}`}
                        </td>
                        <td className="py-2 pr-3">
                          {price.kind ? KIND_WORDS[price.kind] : 'not stated'}
                          {price.alternativeOf && (
                            <span className="block text-xs text-gray-600">another source’s figure</span>
                          )}
                        </td>
                      </FigureRow>
                    )
                  })}
                </Table>
              )
            },
          )}
        </div>
      ))}
    </Section>
  )
}

/** A fact's value in a few words. */
function factSummary(fact: StoredFact): string {
  const v = fact.value
  switch (fact.kind) {
    case 'fee':
      return `${v.kind} ${factValueWords(v)}`
    case 'states':
      return Array.isArray(v.states)
        ? v.states.includes('All States')
          ? 'All States'
          : `${v.states.length} states`
        : ''
    case 'insurance':
      return v.accepted ? 'accepted' : 'not accepted'
    case 'review':
      return `${v.site}: ${v.average} from ${v.count} reviews`
    case 'minimum_commitment':
      return v.months === null ? String(v.note) : `${v.months} months`
    case 'pharmacy':
      return [v.medication, v.kind, v.name].filter(Boolean).join(', ')
    default:
      return String(v.model ?? v.note ?? '')
  }
}

/** A provider's fees, states, terms, pharmacies and reviews, each with its source. */
export function FactList({ providerId, facts }: { providerId: string; facts: StoredFact[] }) {
  const today = new Date()
  return (
    <Section heading="Fees, states, insurance and reviews" headingId="facts" size="lg" className="mt-10">
      <p className="mt-1 text-sm text-gray-600">
        The Vial Score reads the states and the review averages from here, and its pricing transparency from the prices.
      </p>
      <p className="mt-3 flex flex-wrap gap-2">
        {FACT_KINDS.map((kind: FactKind) => (
          <ButtonLink
            key={kind}
            href={`/admin/providers/${providerId}/facts/new?kind=${kind}`}
            variant="secondary"
            size="sm"
          >
            Add {FACT_LABELS[kind].toLowerCase()}
          </ButtonLink>
        ))}
      </p>
      {facts.length === 0 ? (
        <p className="mt-3 text-sm text-gray-700">None yet: what no source states stays empty on the site.</p>
      ) : (
        <Table className="mt-3" caption="Facts" columns={['What', 'Value', 'Source', ACTIONS_COLUMN]}>
          {facts.map((fact) => {
            const label = `${FACT_LABELS[fact.kind as FactKind] ?? fact.kind}: ${factSummary(fact)}`
            return (
              <FigureRow key={fact.id} providerId={providerId} figure="fact" record={fact} label={label} today={today}>
                <td className="py-2 pr-3">{FACT_LABELS[fact.kind as FactKind] ?? fact.kind}</td>
                <td className="py-2 pr-3">{factSummary(fact)}</td>
              </FigureRow>
            )
          })}
        </Table>
      )}
    </Section>
  )
}
