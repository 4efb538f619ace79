/** One product per medicine page (a brand in one form) and per ingredient page (no brand: compounded or generic). */
export type MedicineForm = 'injection' | 'tablet'

/** The one reading of an offer's form: a vial, a pen or an unstated form is injected. */
export const medicineForm = (offerForm: string): MedicineForm => (offerForm === 'tablet' ? 'tablet' : 'injection')

export type CatalogueProduct = {
  key: string
  ingredient: string
  brand: string | null
  form: MedicineForm
  label: string
  doses: string[]
  /** Minimum days per step, where the label gives one length for every step. */
  stepDays: number | null
  /** { '7.2mg': 'Wegovy HD' } */
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

export type CatalogueIngredient = {
  ingredient: string
  name: string
  /** Each once: 'Wegovy' is a pen and a tablet. */
  brands: string[]
  doses: string[]
}

const milligrams = (dose: string) => Number.parseFloat(dose)

/** The finder, compare table, state facts and MCP tools all list these, so a new medicine page reaches them all. */
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

const MONTHLY_STEP_DAYS = { min: 28, max: 31 }

/** Only where the label gives every step about a month (the Wegovy pill's and Foundayo's 30 days). */
export function monthlyTabletSchedule(
  catalogue: readonly CatalogueProduct[],
  price: { medication: string; brand: string | null; form: string },
): string[] | null {
  const product = productOf(catalogue, price)
  if (product?.form !== 'tablet' || product.stepDays === null) return null
  return product.stepDays >= MONTHLY_STEP_DAYS.min && product.stepDays <= MONTHLY_STEP_DAYS.max ? product.doses : null
}

/** '7.2mg (Wegovy HD)' */
export function doseLabel(
  catalogue: readonly CatalogueProduct[],
  offer: { medication: string; brand: string | null; form: string },
  dose: string,
): string {
  const name = productOf(catalogue, offer)?.doseNames[dose]
  return name ? `${dose} (${name})` : dose
}
