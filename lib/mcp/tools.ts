import 'server-only'
import { z } from 'zod'
import { COUNTRY_SLUGS, DEFAULT_COUNTRY, isHomeCountry, type Country } from '@/config/countries'
import { medicineIngredients } from '@/lib/content/medications'
import { getPriceHistory } from '@/lib/data/price-history'
import { getProviderPage, getRankedProviders, getStateProviders, type ProviderDetail } from '@/lib/data/providers'
import { COMPARE_MAX, COMPARE_MIN } from '@/lib/domain/compare'
import { countryBySlug } from '@/lib/domain/country'
import { ingredientLabel } from '@/lib/domain/medicine-catalogue'
import { CITY_STATES } from '@/lib/domain/geography'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import {
  compareProvidersOutput,
  countryOutput,
  doseSteps,
  findProvidersOutput,
  getProviderOutput,
  lowestMonthlyPrice,
  medicinesOutput,
  notice,
  offersMedication,
  providerDetail,
  providerSummary,
  type OutputContext,
} from './provider-output'

/** The MCP tools' inputs and answers: reads through lib/data's cached queries, shaped by provider-output.ts. */

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const slug = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(100)
  .regex(SLUG, 'A provider slug is lower-case letters, digits and hyphens, e.g. "cedarline-health".')
/** The catalogue's ingredients, read once: the `medication` choice of find_providers. */
const MEDICINE_INGREDIENTS = medicineIngredients().map((medicine) => medicine.ingredient) as [string, ...string[]]

/** The site's country variant by its slug, and a US state by name or code (findState): the tools' shared inputs. */
export const countryInput = z.enum(COUNTRY_SLUGS).default(DEFAULT_COUNTRY.slug)
export const stateInput = z.string().trim().min(2).max(40).optional()

const country = countryInput.describe("The site's country variant; prices are in its currency (USD, GBP, CAD, AUD)")

export const findProvidersInput = z.strictObject({
  state: stateInput.describe(
    'A US state by name ("Texas") or two-letter code ("TX"): providers serving it. Country us only.',
  ),
  medication: z
    .enum(MEDICINE_INGREDIENTS)
    .optional()
    .describe(
      `Only providers offering this medicine (${medicineIngredients().map(ingredientLabel).join('; ')}); a budget then applies to its prices`,
    ),
  budget: z
    .number()
    .positive()
    .max(100_000)
    .optional()
    .describe("Monthly budget in the country's currency: providers with a monthly price at or under it"),
  country,
})

export const getProviderInput = z.strictObject({
  slug: slug.describe("The provider's slug, as find_providers returns it"),
  country,
})

export const compareProvidersInput = z.strictObject({
  slugs: z
    .array(slug)
    .min(COMPARE_MIN)
    .max(COMPARE_MAX)
    .describe(`${COMPARE_MIN} to ${COMPARE_MAX} provider slugs to set side by side`),
  country,
})

type Output<S extends z.ZodType> = z.infer<S>

export function contextFor(countrySlug: string): OutputContext {
  return {
    siteName: env.SITE_NAME,
    siteUrl: env.SITE_URL,
    country: countryBySlug(countrySlug)!,
    today: new Date(),
    medicines: medicineIngredients(),
  }
}

/** What every tool's answer starts with: the notice, the country and the medicines the site lists. */
export function answerEnvelope(context: OutputContext) {
  return {
    notice: notice(context.siteName),
    country: countryOutput(context.country),
    medicines: medicinesOutput(context.medicines),
  }
}

/** A US state (or DC) by name or two-letter code, case and spacing ignored. */
export function findState(text: string) {
  const wanted = text.trim().replace(/\s+/g, ' ').toLowerCase()
  return CITY_STATES.find((state) => state.code.toLowerCase() === wanted || state.name.toLowerCase() === wanted) ?? null
}

function usOnly(country: Country) {
  if (!isHomeCountry(country.code)) {
    throw new AppError(
      'bad_request:mcp-state',
      `States apply to United States providers only: leave out "state" for country "${country.slug}".`,
    )
  }
}

export async function findProviders(
  input: z.output<typeof findProvidersInput>,
): Promise<Output<typeof findProvidersOutput>> {
  const context = contextFor(input.country)
  let state: { name: string; code: string } | null = null
  if (input.state !== undefined) {
    usOnly(context.country)
    state = findState(input.state)
    if (!state)
      throw new AppError(
        'bad_request:mcp-state',
        `"${input.state}" is not a US state: give its name ("Texas") or two-letter code ("TX").`,
      )
  }
  const ranked = state
    ? await getStateProviders({ stateName: state.name, stateCode: state.code })
    : await getRankedProviders({ countryCode: context.country.code, featuredOnly: false })
  const { medication, budget } = input
  const matches = ranked
    .filter((view) => !medication || offersMedication(view, medication))
    .filter((view) => budget === undefined || (lowestMonthlyPrice(view, medication)?.amount ?? Infinity) <= budget)
  return {
    ...answerEnvelope(context),
    filters: { state, medication: medication ?? null, budget: budget ?? null },
    count: matches.length,
    providers: matches.map((view) => providerSummary(view, context, medication)),
  }
}

async function providersBySlug(slugs: string[], context: OutputContext) {
  const found = await Promise.all(slugs.map((slug) => getProviderPage({ slug, countryCode: context.country.code })))
  const missing = slugs.filter((_, index) => !found[index])
  if (missing.length) {
    throw new AppError(
      'not_found:provider',
      `Not listed in ${context.country.name}: ${missing.map((s) => `"${s}"`).join(', ')}. find_providers lists the slugs.`,
    )
  }
  return found.map((view) => view!)
}

/** A provider's detail with its recorded price changes in the country: what its page shows. */
const detailWithHistory = async (view: ProviderDetail, context: OutputContext) =>
  providerDetail(view, await getPriceHistory({ providerId: view.id, countryCode: context.country.code }), context)

export async function getProvider(input: z.output<typeof getProviderInput>): Promise<Output<typeof getProviderOutput>> {
  const context = contextFor(input.country)
  const [view] = await providersBySlug([input.slug], context)
  return { ...answerEnvelope(context), provider: await detailWithHistory(view, context) }
}

export async function compareProviders(
  input: z.output<typeof compareProvidersInput>,
): Promise<Output<typeof compareProvidersOutput>> {
  const context = contextFor(input.country)
  if (new Set(input.slugs).size !== input.slugs.length)
    throw new AppError('bad_request:mcp-compare', 'Give each provider slug once.')
  const views = await providersBySlug(input.slugs, context)
  return {
    ...answerEnvelope(context),
    providers: await Promise.all(views.map((view) => detailWithHistory(view, context))),
    doseSteps: doseSteps(views, context.medicines),
  }
}
