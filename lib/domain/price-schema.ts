/** The one sourced-price schema, so content files, the import and the admin form accept or refuse a price alike. */
import { z } from 'zod'
import { COUNTRY_CURRENCIES } from '@/config/countries'
import { INGREDIENTS } from '@/lib/validation/content'
import { startsLikeFormula } from './csv'
import { addDays, todayIso } from './dates'
import { medicineForm, productOf, type CatalogueProduct } from './medicine-catalogue'
import { basisIssue, PRICE_BASES } from './price-basis'

export const CURRENCIES = COUNTRY_CURRENCIES
export const MEDICATIONS = INGREDIENTS
export const OFFER_FORMS = ['vial', 'pen', 'tablet', 'injection (form not stated)'] as const
export const PRICE_PERIODS = ['month', 'week', '4 weeks', '28 days', '3 months', 'fill'] as const
export const PRICE_KINDS = PRICE_BASES
export const DOSE_STEP = /^\d+(\.\d+)?mg$/
/** observed: someone else read the seller's page; read: our price reader did; entered: typed before sourcing. */
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
/** Tomorrow in UTC is already today somewhere. */
const latestToday = () => addDays(todayIso(), 1)
export const pastDate = isoDate.refine(
  (date) => !z.iso.date().safeParse(date).success || date <= latestToday(),
  PRICE_MESSAGES.futureDate,
)

export const sourceUrl = z.url({ protocol: /^https$/, error: PRICE_MESSAGES.url }).max(500, PRICE_MESSAGES.url)

/** Refuses what a spreadsheet reads as a formula, which an export would carry into an editor's spreadsheet. */
export const plainText = () => z.string().refine((text) => !startsLikeFormula(text), PRICE_MESSAGES.formula)

const pageShape = {
  url: sourceUrl,
  title: plainText().min(1, PRICE_MESSAGES.title).max(300),
  publisher: plainText().min(1, PRICE_MESSAGES.publisher).max(200),
  date: pastDate,
  dateKind: z.enum(DATE_KINDS, PRICE_MESSAGES.dateKind),
  where: plainText().min(1, PRICE_MESSAGES.where).max(300),
  /** Null: anonymous. */
  observedBy: plainText().trim().min(1).max(200).nullable().default(null),
  observerUrl: sourceUrl.nullable().default(null),
}

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

export const checkedAfterSource = (source: { date: string; checked: string }) =>
  !isoDate.safeParse(source.date).success || !isoDate.safeParse(source.checked).success || source.checked >= source.date

export const sourceSchema = z
  .strictObject({ ...pageShape, checked: pastDate })
  .refine(checkedAfterSource, { path: ['checked'], message: PRICE_MESSAGES.checkedBeforeSource })
  .superRefine(observationIssues)
export type Source = z.infer<typeof sourceSchema>

/** The maker's dated statement that the channel sells at the maker's self-pay price, so that price stands for it. */
export const viaSchema = z.strictObject(pageShape).superRefine(observationIssues)

export const priceAmount = z
  .number(PRICE_MESSAGES.amount)
  .positive(PRICE_MESSAGES.amount)
  .max(MAX_PRICE_AMOUNT, PRICE_MESSAGES.amountTooHigh)

export const priceFieldsShape = {
  /** As the source words it ("higher doses (7.5mg and up)"). */
  dose: plainText().min(1, PRICE_MESSAGES.dose).max(200, PRICE_MESSAGES.dose),
  steps: z.array(z.string().regex(DOSE_STEP, PRICE_MESSAGES.doseStep)).max(20),
  /** null: the source shows the offer without an amount ('price not published'). */
  amount: priceAmount.nullable(),
  per: z.enum(PRICE_PERIODS, 'Choose what the price is for').nullable(),
  kind: z.enum(PRICE_KINDS, 'Choose the kind of price').nullable(),
  /** For whom an introductory price is, or what a conditional one requires. */
  condition: plainText().trim().max(300).nullable().default(null),
  /** After this day the price is history. */
  until: z.iso.date('Use a date like 2026-11-01').nullable().default(null),
  includesMedication: z.boolean().nullable().default(null),
  includesMembership: z.boolean().nullable().default(null),
  note: plainText().max(1000).nullable().default(null),
}

/** No brand: compounded or generic. */
export type PricedProduct = {
  medication: string
  brand: string | null
  compounded: boolean
  form: string
  steps: readonly string[]
  kind?: string | null
  condition?: string | null
  until?: string | null
}

type PriceIssue = { path: (string | number)[]; message: string }

const namedProduct = (catalogue: readonly CatalogueProduct[], price: PricedProduct) =>
  productOf(catalogue, price) ??
  catalogue.find(
    (product) => product.brand !== null && product.brand === price.brand && product.ingredient === price.medication,
  ) ??
  null

/** `product` is the one an editor chose, where a form names it. */
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

/** `at`: the price's place in a larger file. */
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

export const pricedProductShape = {
  medication: z.enum(MEDICATIONS),
  brand: z.string().min(1).max(100).nullable(),
  compounded: z.boolean(),
  form: z.enum(OFFER_FORMS, 'Choose how it is sold: vial, pen, tablet or not stated'),
}

/** The old amount's page does not state a new amount, so a new amount needs a new source no older than the old. */
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
