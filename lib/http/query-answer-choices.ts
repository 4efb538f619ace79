import 'server-only'
import { medicineIngredients } from '@/lib/content/medications'
import { getPayers } from '@/lib/content/reference'
import { OFFER_FORMS } from '@/lib/domain/price-schema'
import { productKey } from '@/lib/domain/price-tracker'
import { queryAnswerPath, type AnswerChoices } from './query-answers'
import { QUERY_ANSWER_GLOBAL, type QueryAnswerPath } from './query-page'

/** A price names its medicine from the catalogue, so the tracker's products are among these. */
function trackerProducts(): string[] {
  return medicineIngredients().flatMap(({ ingredient, brands }) =>
    [
      ...brands.map((brand) => ({ brand, compounded: false })),
      { brand: null, compounded: false },
      { brand: null, compounded: true },
    ].flatMap((product) => OFFER_FORMS.map((form) => productKey({ medication: ingredient, form, ...product }))),
  )
}

let choices: AnswerChoices | undefined

export function answerChoices(): AnswerChoices {
  choices ??= {
    payers: getPayers().payers.map((payer) => payer.slug),
    medicines: medicineIngredients().map((medicine) => medicine.ingredient),
    products: [...new Set(trackerProducts())],
  }
  return choices
}

/** scripts/server.mjs runs outside the app's bundles, so the mapping is left on globalThis (instrumentation.ts). */
export function registerQueryAnswers() {
  const answerPath: QueryAnswerPath = (page, countrySlug, search) =>
    queryAnswerPath(page, countrySlug, search, answerChoices())
  ;(globalThis as Record<string, unknown>)[QUERY_ANSWER_GLOBAL] = answerPath
}
