/**
 * The one definition of a sourced price: its fields with their bounds and messages, its source with the rules
 * of a dated page, and the medicine catalogue's say over which doses a price may name. The content files
 * (lib/validation/provider-data.ts), the CSV/JSON import (lib/validation/provider-import.ts) and the admin
 * form (lib/validation/provider-figures.ts) each build on these, so one price is accepted or refused the same
 * way, with the same message, wherever it comes in. Pure: the catalogue is passed in.
 */
import { z } from 'zod'
import { INGREDIENTS } from '@/lib/validation/content'
import { startsLikeFormula } from './csv'
import { addDays, todayIso } from './dates'
import { medicineForm, productOf, type CatalogueProduct } from './medicine-catalogue'
import { basisIssue, PRICE_BASES } from './price-basis'

export const CURRENCIES = ['USD', 'GBP', 'CAD', 'AUD'] as const
/** The ingredients of the medicine catalogue (content/medications). */
export const MEDICATIONS = INGREDIENTS
export const OFFER_FORMS = ['vial', 'pen', 'tablet', 'injection (form not stated)'] as const
export const PRICE_PERIODS = ['month', 'week', '4 weeks', '28 days', '3 months', 'fill'] as const
/** A price's basis (lib/domain/price-basis.ts). */
export const PRICE_KINDS = PRICE_BASES
export const DOSE_STEP = /^\d+(\.\d+)?mg$/
/**
 * updated | published | article: the page's own kind of date; observed: the day someone else read the seller's
 * page (an observation); read: the day our price reader read the seller's page (lib/price-reader.ts); entered: a
 * figure typed in the admin before figures carried their source page.
 */
export const DATE_KINDS = ['updated', 'published', 'article', 'observed', 'read', 'entered'] as const

/** No GLP-1 price on any period reaches this: a larger figure is a typing slip (a missing decimal point). */
export const MAX_PRICE_AMOUNT = 100_000

export const PRICE_MESSAGES = {
  amount: 'Give the amount as a number above 0, or leave it empty when the source states none',
  amountTooHigh: `Give an amount of at most ${MAX_PRICE_AMOUNT.toLocaleString('en-US')}: check the figure against its source`,
  dose: 'Give the dose as the source words it',
  doseStep: 'Use a dose like 2.5mg',
  futureDate: 'This date is in the future: give the date the page shows',
  checkedBeforeSource: 'You cannot have checked a page before its own date',
  url: 'Use the full address of the page, starting with https://',
  formula: 'Text may not start with =, +, -, @, a tab or a line break: a spreadsheet would read it as a formula',
  title: 'Give the page’s title',
  publisher: 'Give who published the page',
  where: 'Say where on the page the figure stands',
  dateKind: 'Say what the page’s date is: updated, published, an article’s date or the day it was observed',
  observerUrl:
    'An observation names where it is published: the observer’s page or dataset file, starting with https://',
  observedOnly: 'Only an observation (its date is the day it was observed) names an observer',
  anonymousObservation:
    'An anonymous capture of a page counts only with a second, independent source that agrees: add it as an alternative with the same amount',
  unknownProduct: (price: { medication: string; brand: string | null }) =>
    `The medicine catalogue has no page for ${price.brand ?? price.medication}: add its page, or correct the medicine`,
  missingStep: (label: string, step: string) => `${label} has no ${step} dose`,
  compoundedBrand: 'A branded medicine is not compounded: choose the medicine without a brand',
  productForm: (label: string, tablet: boolean) => `${label}: choose ${tablet ? 'tablet' : 'vial, pen or not stated'}`,
  amountNeedsSource:
    'A new amount needs the source that states it: this source’s address and date are those of the page that gave the old amount. Give the page (or its newer date) that states the new one',
  sourceOlderThanBefore: (date: string) =>
    `A new amount needs a source dated no earlier than the one it replaces (${date})`,
} as const

const isoDate = z.iso.date('Use a date like 2026-11-01')
/** Tomorrow in UTC: the latest calendar day that is already today somewhere. */
const latestToday = () => addDays(todayIso(), 1)
/** A day that has come: a source cannot be dated, or read, after today. */
export const pastDate = isoDate.refine(
  (date) => !z.iso.date().safeParse(date).success || date <= latestToday(),
  PRICE_MESSAGES.futureDate,
)

/** A page's address (a source, a maker's statement, an observer's file, a program's website): https only. */
export const sourceUrl = z.url({ protocol: /^https$/, error: PRICE_MESSAGES.url }).max(500, PRICE_MESSAGES.url)

/**
 * Free text (a name, a note, a condition, a page's title): any text but what a spreadsheet reads as a formula
 * (lib/domain/csv.ts), which an export would otherwise carry into an editor's spreadsheet. Numbers are not
 * text: a negative amount is refused or accepted by its own bounds.
 */
export const plainText = () => z.string().refine((text) => !startsLikeFormula(text), PRICE_MESSAGES.formula)

/** A cited page: its address, title, publisher, own date and where on it the figure stands. */
const pageShape = {
  url: sourceUrl,
  title: plainText().min(1, PRICE_MESSAGES.title).max(300),
  publisher: plainText().min(1, PRICE_MESSAGES.publisher).max(200),
  /** The source's own date: the page's updated or published date, or the article's. */
  date: pastDate,
  dateKind: z.enum(DATE_KINDS, PRICE_MESSAGES.dateKind),
  where: plainText().min(1, PRICE_MESSAGES.where).max(300),
  /** An observation's observer (null: anonymous) and where it is published (its file at a version). */
  observedBy: plainText().trim().min(1).max(200).nullable().default(null),
  observerUrl: sourceUrl.nullable().default(null),
}

/** An observation names where it is published; a page that is no observation names no observer. */
const observationIssues = (
  page: { dateKind: string; observedBy: string | null; observerUrl: string | null },
  ctx: z.RefinementCtx,
) => {
  if (page.dateKind === 'observed' && !page.observerUrl)
    ctx.addIssue({ code: 'custom', path: ['observerUrl'], message: PRICE_MESSAGES.observerUrl })
  if (page.dateKind !== 'observed' && (page.observedBy || page.observerUrl))
    ctx.addIssue({ code: 'custom', path: ['observedBy'], message: PRICE_MESSAGES.observedOnly })
}

/** A source observed by no one named: it stands only with a second source that agrees. */
export const isAnonymousObservation = (source: { dateKind: string; observedBy?: string | null }) =>
  source.dateKind === 'observed' && !source.observedBy

/** Whether a figure was read on or after its page's own date (a page cannot be read before it exists). */
export const checkedAfterSource = (source: { date: string; checked: string }) =>
  !isoDate.safeParse(source.date).success || !isoDate.safeParse(source.checked).success || source.checked >= source.date

/** A figure's source: the page, and when we read it (never before the page's own date). */
export const sourceSchema = z
  .strictObject({ ...pageShape, checked: pastDate })
  .refine(checkedAfterSource, { path: ['checked'], message: PRICE_MESSAGES.checkedBeforeSource })
  .superRefine(observationIssues)
export type Source = z.infer<typeof sourceSchema>

/**
 * A channel price's second citation: the maker's dated statement that the channel sells at the maker's
 * self-pay price, which is what lets the maker's price stand for the channel's. The figure's checked day is
 * the price's own.
 */
export const viaSchema = z.strictObject(pageShape).superRefine(observationIssues)

/** An amount a source states. */
export const priceAmount = z
  .number(PRICE_MESSAGES.amount)
  .positive(PRICE_MESSAGES.amount)
  .max(MAX_PRICE_AMOUNT, PRICE_MESSAGES.amountTooHigh)

/** What a price says besides which medicine it is for: the dose, what is paid and what it includes. */
export const priceFieldsShape = {
  /** The dose as the source words it ("all doses", "higher doses (7.5mg and up)"). */
  dose: plainText().min(1, PRICE_MESSAGES.dose).max(200, PRICE_MESSAGES.dose),
  /** The dose steps the price applies to ("2.5mg"); empty when the source names none. */
  steps: z.array(z.string().regex(DOSE_STEP, PRICE_MESSAGES.doseStep)).max(20),
  /** null: the source shows the offer without an amount ('price not published'). */
  amount: priceAmount.nullable(),
  per: z.enum(PRICE_PERIODS, 'Choose what the price is for').nullable(),
  kind: z.enum(PRICE_KINDS, 'Choose the kind of price').nullable(),
  /** For whom an introductory price is, or what the buyer must do for a conditional one (lib/domain/price-basis.ts). */
  condition: plainText().trim().max(300).nullable().default(null),
  /** The last day of an offer a source gives an end date: after it, the price is history. */
  until: z.iso.date('Use a date like 2026-11-01').nullable().default(null),
  includesMedication: z.boolean().nullable().default(null),
  includesMembership: z.boolean().nullable().default(null),
  note: plainText().max(1000).nullable().default(null),
}

/** Which medicine a price is for: the ingredient, its brand (none: compounded or generic) and the form sold. */
export type PricedProduct = {
  medication: string
  brand: string | null
  compounded: boolean
  form: string
  steps: readonly string[]
  /** The basis, checked with the product: a conditional or introductory price says its condition. */
  kind?: string | null
  condition?: string | null
  until?: string | null
}

type PriceIssue = { path: (string | number)[]; message: string }

/** The catalogue's product a price names: its brand in the price's form, or, failing that, in any form. */
const namedProduct = (catalogue: readonly CatalogueProduct[], price: PricedProduct) =>
  productOf(catalogue, price) ??
  catalogue.find(
    (product) => product.brand !== null && product.brand === price.brand && product.ingredient === price.medication,
  ) ??
  null

/**
 * What the medicine catalogue refuses in a price: a medicine it has no page for, a dose step the medicine
 * does not come in, a branded medicine called compounded, or a tablet's price given for an injection (or the
 * other way round). `product` is the one an editor chose, where a form names it.
 */
export function catalogueIssues(
  price: PricedProduct,
  catalogue: readonly CatalogueProduct[],
  product = namedProduct(catalogue, price),
): PriceIssue[] {
  if (!product) return [{ path: ['medication'], message: PRICE_MESSAGES.unknownProduct(price) }]
  const issues: PriceIssue[] = price.steps
    .filter((step) => !product.doses.includes(step))
    .map((step) => ({ path: ['steps'], message: PRICE_MESSAGES.missingStep(product.label, step) }))
  if (product.brand && price.compounded) issues.push({ path: ['compounded'], message: PRICE_MESSAGES.compoundedBrand })
  const basis = basisIssue(price)
  if (basis) issues.push({ path: [basis.field], message: basis.message })
  if (product.brand && product.form !== medicineForm(price.form))
    issues.push({ path: ['form'], message: PRICE_MESSAGES.productForm(product.label, product.form === 'tablet') })
  return issues
}

/** Adds the catalogue's refusals of a price to a zod check, under `at` (the price's place in a larger file). */
export function addCatalogueIssues(
  ctx: z.RefinementCtx,
  price: PricedProduct,
  catalogue: readonly CatalogueProduct[],
  at: (string | number)[] = [],
  product?: CatalogueProduct,
) {
  for (const issue of catalogueIssues(price, catalogue, product))
    ctx.addIssue({ code: 'custom', path: [...at, ...issue.path], message: issue.message })
}

/** Which medicine a price is for, as a record and a file name it. */
export const pricedProductShape = {
  medication: z.enum(MEDICATIONS),
  brand: z.string().min(1).max(100).nullable(),
  compounded: z.boolean(),
  form: z.enum(OFFER_FORMS, 'Choose how it is sold: vial, pen, tablet or not stated'),
}

/**
 * Why a changed amount cannot be saved with the source it has: the page that gave the old amount does not state
 * the new one, so a new amount names a new source (another address, or the same page at a newer date), dated no
 * earlier than the old. Null when the amount is unchanged or removed, or comes with a source of its own.
 */
export function changedAmountIssue(
  before: { amount: number | null; source: { url: string; date: string } },
  after: { amount: number | null; source: { url: string; date: string } },
): string | null {
  if (after.amount === null || after.amount === before.amount) return null
  if (after.source.url === before.source.url && after.source.date === before.source.date)
    return PRICE_MESSAGES.amountNeedsSource
  if (after.source.date < before.source.date) return PRICE_MESSAGES.sourceOlderThanBefore(before.source.date)
  return null
}
