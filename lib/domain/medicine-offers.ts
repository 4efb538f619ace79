import { medicineForm, type MedicineForm } from './medicine-catalogue'
import { offerTitle, type ProgramCosts } from './program-costs'
import { offerKey } from './sourced-offers'

export type MedicineMatch = { ingredient: string; brand?: string; form?: MedicineForm }

export type MedicineOffer = {
  providerSlug: string
  providerName: string
  title: string
  /** The lowest advertised step price, the lowest all-in monthly cost, the first six fills; null when unpublished. */
  lowestAdvertised: number | null
  lowestTrueMonthly: number | null
  titrationTotal: number | null
  currency: string
}

const minOf = (values: (number | null)[]) => {
  const known = values.filter((value): value is number => value !== null)
  return known.length ? Math.min(...known) : null
}

/** Whether an offer (or a recorded price change, which names the same three) is of the medicine a page is about. */
export function offerMatches(
  offer: { medication: string; brand: string | null; form: string },
  match: MedicineMatch,
): boolean {
  if (offer.medication !== match.ingredient) return false
  if (match.brand && offer.brand !== match.brand) return false
  return !match.form || medicineForm(offer.form) === match.form
}

type Program = { slug: string; name: string; costs: ProgramCosts | null }

/** Unpublished prices last. */
export function medicineOffers(programs: readonly Program[], match: MedicineMatch): MedicineOffer[] {
  return offersWhere(programs, (offer) => offerMatches(offer, match))
}

export function productOffers(programs: readonly Program[], product: Parameters<typeof offerKey>[0]): MedicineOffer[] {
  const key = offerKey(product)
  return offersWhere(programs, (offer) => offerKey(offer) === key)
}

function offersWhere(
  programs: readonly Program[],
  test: (offer: ProgramCosts['offers'][number]) => boolean,
): MedicineOffer[] {
  return programs
    .flatMap((program) =>
      (program.costs?.offers ?? []).filter(test).map((offer) => ({
        providerSlug: program.slug,
        providerName: program.name,
        title: offerTitle(offer),
        lowestAdvertised: minOf(offer.steps.map((step) => step.advertised)),
        lowestTrueMonthly: minOf(offer.steps.map((step) => step.trueMonthly)),
        titrationTotal: offer.titration?.total ?? null,
        currency: offer.currency,
      })),
    )
    .sort(
      (a, b) =>
        (a.lowestTrueMonthly ?? Infinity) - (b.lowestTrueMonthly ?? Infinity) ||
        a.providerName.localeCompare(b.providerName),
    )
}
