/** Hard criteria exclude, priorities only rank; an unstated figure never meets a criterion. */
import { medicineForm, type MedicineForm } from './medicine-catalogue'
import { firstYearCost, offerTitle, type FirstYearCost, type OfferCosts } from './program-costs'
import { servesState } from './provider-states'

export type FinderCriteria = {
  state: { code: string; name: string } | null
  medication: string | null
  form: MedicineForm | null
  type: 'brand' | 'compounded' | null
  /** Monthly, in the country's currency. */
  budget: number | null
  insurance: boolean
  noCommitment: boolean
  videoVisits: boolean
}

export type FinderProgram = {
  slug: string
  name: string
  /** null: not rated yet. */
  vialScore: number | null
  /** Names, codes or 'All States'; null when no source states them. */
  states: string[] | null
  /** Any case; for a program without sourced offers. */
  medications: string[]
  offers: OfferCosts[]
  insuranceAccepted: boolean | null
  /** Months of minimum commitment; 0 when a source says there is none; null when no source says. */
  minimumCommitmentMonths: number | null
  videoVisits: boolean | null
}

export type FinderMatch = {
  slug: string
  name: string
  offer: {
    title: string
    lowestTrueMonthly: number | null
    firstYear: FirstYearCost
    whyNoFirstYear: string | null
  } | null
  reasons: string[]
  caveats: string[]
  prioritiesMet: number
}

export type FinderExclusion = { slug: string; name: string; reasons: string[] }

type Money = (amount: number) => string

const minOf = (values: (number | null)[]) => {
  const known = values.filter((value): value is number => value !== null)
  return known.length ? Math.min(...known) : null
}

const offerWanted = (offer: OfferCosts, criteria: FinderCriteria) =>
  (!criteria.medication || offer.medication === criteria.medication) &&
  (!criteria.form || criteria.form === medicineForm(offer.form)) &&
  (!criteria.type || (criteria.type === 'compounded') === offer.compounded)

/** 'tirzepatide tablet, compounded', for 'none of its offers is ...'. */
function wantedWords(criteria: FinderCriteria): string {
  const words = [criteria.type === 'brand' ? 'brand-name' : criteria.type, criteria.medication, criteria.form].filter(
    Boolean,
  )
  return words.join(' ')
}

function whyNoFirstYear(offer: OfferCosts, firstYear: FirstYearCost): string | null {
  if (firstYear.total !== null) return null
  if (!offer.titration) return 'its dose schedule is not stored for tablets'
  const missing = offer.titration.doses.filter((_, index) => offer.titration!.fills[index] === null)
  if (missing.length) return `no published price for ${[...new Set(missing)].join(', ')}`
  return `no published price for ${firstYear.maintenanceDose} after the introductory period`
}

function bestOffer(offers: OfferCosts[]) {
  return offers
    .map((offer) => ({
      offer,
      firstYear: firstYearCost(offer),
      lowestTrueMonthly: minOf(offer.steps.map((step) => step.trueMonthly)),
    }))
    .sort(
      (a, b) =>
        (a.firstYear.total ?? Infinity) - (b.firstYear.total ?? Infinity) ||
        (a.lowestTrueMonthly ?? Infinity) - (b.lowestTrueMonthly ?? Infinity),
    )[0]
}

export function findProviders(
  programs: readonly FinderProgram[],
  criteria: FinderCriteria,
  money: Money,
): { matches: FinderMatch[]; excluded: FinderExclusion[] } {
  const matches: FinderMatch[] = []
  const excluded: FinderExclusion[] = []
  for (const program of programs) {
    const out: string[] = []
    const reasons: string[] = []
    const caveats: string[] = []

    if (criteria.state) {
      if (program.states === null)
        caveats.push(`The states it treats in are not published: check that it serves ${criteria.state.name}.`)
      else if (servesState(program.states, criteria.state)) reasons.push(`Treats patients in ${criteria.state.name}`)
      else out.push(`Does not list ${criteria.state.name} among the states it treats in`)
    }

    const wantsOffer = criteria.medication || criteria.form || criteria.type
    const wanted = program.offers.filter((offer) => offerWanted(offer, criteria))
    if (program.offers.length === 0) {
      if (criteria.medication && !program.medications.some((name) => name.toLowerCase() === criteria.medication))
        out.push(`Does not offer ${criteria.medication}`)
      else if (criteria.form || criteria.type)
        out.push('Publishes no offer saying its form or whether it is compounded')
    } else if (wanted.length === 0) {
      out.push(wantsOffer ? `None of its published offers is ${wantedWords(criteria)}` : 'No published offer')
    }
    const best = wanted.length ? bestOffer(wanted) : undefined
    if (best) reasons.push(`Offers ${offerTitle(best.offer)}`)

    if (criteria.budget !== null) {
      const monthly = best?.lowestTrueMonthly ?? null
      if (monthly === null) out.push('No published price to check against your budget')
      else if (monthly > criteria.budget)
        out.push(`All-in monthly cost from ${money(monthly)}, above your ${money(criteria.budget)} budget`)
      else reasons.push(`All-in monthly cost from ${money(monthly)}, within your ${money(criteria.budget)} budget`)
    }

    if (criteria.insurance) {
      if (program.insuranceAccepted === true) reasons.push('Accepts insurance')
      else
        out.push(
          program.insuranceAccepted === false
            ? 'Does not accept insurance'
            : 'Does not state that it accepts insurance',
        )
    }

    let prioritiesMet = 0
    if (criteria.noCommitment) {
      if (program.minimumCommitmentMonths === 0) {
        prioritiesMet++
        reasons.push('No minimum commitment')
      } else if (program.minimumCommitmentMonths === null)
        caveats.push('Whether there is a minimum commitment is not published.')
      else caveats.push(`Has a minimum commitment of ${program.minimumCommitmentMonths} months.`)
    }
    if (criteria.videoVisits) {
      if (program.videoVisits === true) {
        prioritiesMet++
        reasons.push('Visits by video')
      } else
        caveats.push(
          program.videoVisits === false
            ? 'Its visits are not by video.'
            : 'Whether its visits are by video is not published.',
        )
    }

    if (out.length) {
      excluded.push({ slug: program.slug, name: program.name, reasons: out })
      continue
    }
    matches.push({
      slug: program.slug,
      name: program.name,
      offer: best
        ? {
            title: offerTitle(best.offer),
            lowestTrueMonthly: best.lowestTrueMonthly,
            firstYear: best.firstYear,
            whyNoFirstYear: whyNoFirstYear(best.offer, best.firstYear),
          }
        : null,
      reasons,
      caveats,
      prioritiesMet,
    })
  }
  const vialScore = new Map(programs.map((program) => [program.slug, program.vialScore]))
  matches.sort(
    (a, b) =>
      b.prioritiesMet - a.prioritiesMet ||
      (a.offer?.firstYear.total ?? Infinity) - (b.offer?.firstYear.total ?? Infinity) ||
      // An unscored program (null) ranks after every scored one.
      (vialScore.get(b.slug) ?? -1) - (vialScore.get(a.slug) ?? -1),
  )
  return { matches, excluded }
}
