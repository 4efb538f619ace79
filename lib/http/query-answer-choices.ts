import 'server-only'
import { medicineIngredients } from '@/lib/content/medications'
import { getPayers } from '@/lib/content/reference'
import { OFFER_FORMS } from '@/lib/domain/price-schema'
import { productKey } from '@/lib/domain/price-tracker'
import { queryAnswerPath, type AnswerChoices } from './query-answers'
import { QUERY_ANSWER_GLOBAL, type QueryAnswerPath } from './query-page'

/**
 * Every product the price tracker can list: each ingredient of the catalogue under each of its brands, or
 * without one (plain or compounded), in each form it is sold in. A price names its medicine from the catalogue
 * (lib/validation/provider-data.ts), so the tracker's products are among these.
 */
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

/** The content files' choices for the forms (lib/http/query-answers.ts), read once per process. */
export function answerChoices(): AnswerChoices {
  choices ??= {
    payers: getPayers().payers.map((payer) => payer.slug),
    medicines: medicineIngredients().map((medicine) => medicine.ingredient),
    products: [...new Set(trackerProducts())],
  }
  return choices
}

/**
 * Hands scripts/server.mjs the answer mapping, with the content files' choices: it runs outside the app's
 * bundles and without the TypeScript loader, so the app leaves the mapping on globalThis when the server
 * starts (instrumentation.ts). Until then the server leaves submitted forms to proxy.ts.
 */
export function registerQueryAnswers() {
  const answerPath: QueryAnswerPath = (page, countrySlug, search) =>
    queryAnswerPath(page, countrySlug, search, answerChoices())
  ;(globalThis as Record<string, unknown>)[QUERY_ANSWER_GLOBAL] = answerPath
}
