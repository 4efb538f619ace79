/**
 * The medicine catalogue as the price editor reads it: one product per medicine page (a brand in one form)
 * and per ingredient page (no brand: compounded or generic), each with its doses. Which product a price is
 * for, and whether a dose step is one the product has. Pure: lib/content/medications.ts reads the pages.
 */
/** How a medicine is taken: a tablet, or an injection (a vial, a pen, or a form its source does not state). */
export type MedicineForm = 'injection' | 'tablet'

/**
 * The one reading of how a price or offer is sold (vial, pen, tablet, 'injection (form not stated)') as the form of
 * its medicine: a tablet is a tablet, anything else is injected.
 */
export const medicineForm = (offerForm: string): MedicineForm => (offerForm === 'tablet' ? 'tablet' : 'injection')

export type CatalogueProduct = {
  /** The page's slug. */
  key: string
  ingredient: string
  brand: string | null
  /** What form of price it takes: a tablet product's prices are tablets, an injection's are vials, pens or unstated. */
  form: MedicineForm
  label: string
  doses: string[]
  /** Days at least at each dose step, where the label gives one length for every step; null otherwise. */
  stepDays: number | null
  /** Doses sold under a name of their own: { '7.2mg': 'Wegovy HD' }. */
  doseNames: Record<string, string>
}

type CataloguePage = {
  slug: string
  kind: string
  ingredient?: string
  brand?: string
  form?: MedicineForm
  doses?: { steps: string[]; stepDays?: { days: number }; names?: Record<string, string> }
}

const capitalised = (word: string) => word[0].toUpperCase() + word.slice(1)

export function catalogueFromPages(pages: readonly CataloguePage[]): CatalogueProduct[] {
  return pages.flatMap((page): CatalogueProduct[] => {
    if (!page.ingredient || !page.doses) return []
    if (page.kind === 'medicine' && page.brand && page.form) {
      return [
        {
          key: page.slug,
          ingredient: page.ingredient,
          brand: page.brand,
          form: page.form,
          label: `${page.brand} (${page.ingredient}) ${page.form}`,
          doses: page.doses.steps,
          stepDays: page.doses.stepDays?.days ?? null,
          doseNames: page.doses.names ?? {},
        },
      ]
    }
    if (page.kind === 'ingredient') {
      return [
        {
          key: page.slug,
          ingredient: page.ingredient,
          brand: null,
          form: 'injection',
          label: `${capitalised(page.ingredient)} without a brand (compounded or generic) injection`,
          doses: page.doses.steps,
          stepDays: page.doses.stepDays?.days ?? null,
          doseNames: page.doses.names ?? {},
        },
      ]
    }
    return []
  })
}

/** The product a price is for: its brand in the price's form, or its ingredient's page when it names no brand. */
export function productOf(
  catalogue: readonly CatalogueProduct[],
  price: { medication: string; brand: string | null; form: string },
): CatalogueProduct | null {
  const form = medicineForm(price.form)
  return (
    catalogue.find(
      (product) =>
        product.ingredient === price.medication &&
        product.brand === price.brand &&
        (product.brand === null || product.form === form),
    ) ?? null
  )
}

/** An ingredient as the public lists show it: its brands and every dose any of its products comes in. */
export type CatalogueIngredient = {
  ingredient: string
  /** 'Semaglutide'. */
  name: string
  /** Its brand names in the catalogue's order, each once ('Wegovy' is a pen and a tablet). */
  brands: string[]
  /** Every dose of its products, in ascending milligrams. */
  doses: string[]
}

const milligrams = (dose: string) => Number.parseFloat(dose)

/**
 * The ingredients of the catalogue in its order, each with its brands and doses: what the finder's choice,
 * the compare table's groups, the state facts and the MCP tools list, so a new medicine page reaches them all.
 */
export function ingredientsOf(catalogue: readonly CatalogueProduct[]): CatalogueIngredient[] {
  const byIngredient = new Map<string, CatalogueIngredient>()
  for (const product of catalogue) {
    const entry = byIngredient.get(product.ingredient) ?? {
      ingredient: product.ingredient,
      name: capitalised(product.ingredient),
      brands: [],
      doses: [],
    }
    if (product.brand && !entry.brands.includes(product.brand)) entry.brands.push(product.brand)
    entry.doses = [...new Set([...entry.doses, ...product.doses])].sort((a, b) => milligrams(a) - milligrams(b))
    byIngredient.set(product.ingredient, entry)
  }
  return [...byIngredient.values()]
}

/** 'Liraglutide (Saxenda)'; the ingredient alone when no brand carries it. */
export const ingredientLabel = ({ name, brands }: Pick<CatalogueIngredient, 'name' | 'brands'>) =>
  brands.length ? `${name} (${brands.join(', ')})` : name

/** A step of about a month: the cost rules count one monthly fill per step. */
const MONTHLY_STEP_DAYS = { min: 28, max: 31 }

/**
 * A tablet's escalation as the cost rules plan it, one monthly fill per dose step, where its label gives every
 * step about a month (the Wegovy pill's and Foundayo's 30 days); null where it does not say.
 */
export function monthlyTabletSchedule(
  catalogue: readonly CatalogueProduct[],
  price: { medication: string; brand: string | null; form: string },
): string[] | null {
  const product = productOf(catalogue, price)
  if (product?.form !== 'tablet' || product.stepDays === null) return null
  return product.stepDays >= MONTHLY_STEP_DAYS.min && product.stepDays <= MONTHLY_STEP_DAYS.max ? product.doses : null
}

/** A dose as the price lists show it: '7.2mg (Wegovy HD)' where the dose has a name of its own, else the dose. */
export function doseLabel(
  catalogue: readonly CatalogueProduct[],
  offer: { medication: string; brand: string | null; form: string },
  dose: string,
): string {
  const name = productOf(catalogue, offer)?.doseNames[dose]
  return name ? `${dose} (${name})` : dose
}
