import Link from 'next/link'
import { AllInTerm } from '@/components/content/glossary-term'
import { Section } from '@/components/ui/section'
import { Table } from '@/components/ui/table'
import { DEFAULT_COUNTRY } from '@/config/countries'
import type { MedicineOffer } from '@/lib/domain/medicine-offers'
import { formatUsd } from '@/lib/domain/pricing'

const money = (amount: number | null) => (amount === null ? 'Not published' : formatUsd(amount))

/** The programs in our data that sell the medicine, with the costs computed from their sourced prices. */
export function MedicineOffers({ offers, name }: { offers: MedicineOffer[]; name: string }) {
  return (
    <Section heading={`Where to get ${name} online: prices in our data`} headingId="prices" className="mt-10">
      {offers.length === 0 ? (
        <p className="mt-2 text-gray-700">No program in our data publishes a dated price for it yet.</p>
      ) : (
        <Table
          className="moff stack-sm mt-3"
          columns={[
            'Program',
            'Lowest advertised',
            <AllInTerm key="all-in" country={DEFAULT_COUNTRY} />,
            'First six months',
          ]}
          figuresFrom={1}
        >
          {offers.map((offer) => (
            <tr key={`${offer.providerSlug}-${offer.title}`}>
              <th scope="row" className="py-2 pr-3 font-normal">
                <Link href={`/providers/${offer.providerSlug}`} className="font-medium text-brand-700 underline">
                  {offer.providerName}
                </Link>
                <span className="block text-xs text-gray-600">{offer.title}</span>
              </th>
              <td className="py-2 text-right">{money(offer.lowestAdvertised)}</td>
              <td className="py-2 text-right">
                {offer.lowestTrueMonthly === null ? 'Not published' : `from ${money(offer.lowestTrueMonthly)}`}
              </td>
              <td className="py-2 text-right">{money(offer.titrationTotal)}</td>
            </tr>
          ))}
        </Table>
      )}
      <p className="mt-2 text-sm text-gray-600">
        US self-pay prices, each from a dated public source shown on the program’s page. The all-in monthly cost adds
        the published fees;{' '}
        <Link href="/vial-score" className="underline">
          how we compare
        </Link>
        . With Medicare, Medicaid or a health plan the cost can be far lower:{' '}
        <Link href="/cost" className="font-semibold text-brand-700 underline">
          what would it cost you?
        </Link>
      </p>
    </Section>
  )
}
