import 'server-only'
import { z } from 'zod'
import { getCostPlan } from '@/lib/data/cost-plan'
import { ABROAD_COVERAGE, US_COVERAGE } from '@/lib/domain/cost-plan'
import { getPayers } from '@/lib/content/reference'
import { PAYER_UNKNOWN } from '@/lib/domain/payers'
import { AppError } from '@/lib/errors'
import { costPlanFields } from '@/lib/validation/cost-plan'
import { absolute, envelope } from './provider-output'
import { answerEnvelope, contextFor, countryInput, findState, stateInput } from './tools'

// The /cost form's own fields, so plan_cost answers as the page does for the same answers.
const fields = costPlanFields(getPayers().payers.map((payer) => payer.slug))

export const planCostInput = z.strictObject({
  country: countryInput.describe("The site's country variant; costs are in its currency"),
  coverage: fields.coverage
    .default('none')
    .describe(
      'US: none, plan-covers, plan-excludes, plan-unsure, medicare or medicaid. Other countries: none (paying privately) or public.',
    ),
  state: stateInput.describe('A US state by name or two-letter code. Country us only.'),
  use: fields.use.default('weight').describe('What the prescription would be for'),
  bmi: fields.bmi
    .optional()
    .describe(
      'Body mass index. Left out, the answer comes from the coverage alone: each path whose criteria need a BMI is one to ask about (askFirst)',
    ),
  conditions: fields.conditions.default([]).describe('Diagnosed conditions the criteria name'),
  form: fields.form.default('any').describe('The form preferred'),
  payer: fields.payer
    .optional()
    .describe(
      `With a private or employer plan: the plan's pharmacy benefit manager or insurer, or "${PAYER_UNKNOWN}". The answer then follows that payer's dated template for each medicine`,
    ),
  age: fields.age
    .optional()
    .describe(
      "Age in years. Left out, the answer is an adult's; under 18, only the labels that name children count (Wegovy and Saxenda for weight, from 12)",
    ),
})

const source = z.object({ url: z.string(), title: z.string(), publisher: z.string(), date: z.string() })
const cost = z.object({ monthly: z.number(), dose: z.string().nullable() }).nullable()
const fill = z.object({ dose: z.string(), amount: z.number() })
const place = z.object({ slug: z.string(), name: z.string() })

export const planCostOutput = z.object({
  ...envelope,
  /** The named payer's page on this site (its dated positions, criteria and sources), or null. */
  payerPage: z.string().nullable(),
  plan: z.object({
    use: z.string(),
    bmi: z.number().nullable(),
    age: z.number().nullable(),
    label: z.union([
      z.object({
        met: z.literal(true),
        criterion: z.string(),
        unchecked: z.literal(true).optional(),
      }),
      z.object({ met: z.literal(false), unmet: z.array(z.string()) }),
    ]),
    paths: z.array(
      z.object({
        id: z.string(),
        kind: z.string(),
        title: z.string(),
        start: cost,
        maintenance: cost,
        perFill: z.object({ start: fill, maintenance: fill.nullable() }).nullable(),
        currency: z.string(),
        firstYear: z.number().nullable(),
        firstYearNote: z.string(),
        /** The most a rule lets the patient pay in a year on this path (Part D's yearly cap). */
        ceiling: z.object({ amount: z.number(), words: z.string() }).nullable(),
        /** Why the path is not known to fit (no dated statement of coverage): one to ask about; null: it fits. */
        askFirst: z.string().nullable(),
        steps: z.array(z.string()),
        conditions: z.array(z.string()),
        needsPriorAuthorization: z.boolean(),
        medicines: z.array(place),
        places: z.array(place),
        sources: z.array(source),
      }),
    ),
    ruledOut: z.array(z.object({ what: z.string(), why: z.string(), source: source.nullable() })),
    checked: z.array(z.string()),
  }),
})

export async function planCost(input: z.output<typeof planCostInput>): Promise<z.infer<typeof planCostOutput>> {
  const context = contextFor(input.country)
  const us = context.country.code === 'US'
  const coverageIds: readonly string[] = (us ? US_COVERAGE : ABROAD_COVERAGE).map((option) => option.id)
  if (!coverageIds.includes(input.coverage))
    throw new AppError(
      'bad_request:mcp-coverage',
      `Coverage "${input.coverage}" does not apply to country "${input.country}": use one of ${coverageIds.join(', ')}.`,
    )
  const state = input.state === undefined ? null : findState(input.state)
  if (input.state !== undefined && (!us || !state))
    throw new AppError(
      'bad_request:mcp-state',
      us
        ? `"${input.state}" is not a US state: give its name ("Texas") or two-letter code ("TX").`
        : `States apply to the United States only: leave out "state" for country "${input.country}".`,
    )
  if (input.coverage === 'medicaid' && !state)
    throw new AppError('bad_request:mcp-state', 'Medicaid differs by state: give "state".')
  if (input.payer !== undefined && !input.coverage.startsWith('plan-'))
    throw new AppError(
      'bad_request:mcp-payer',
      'A payer applies to a private or employer plan: give coverage plan-covers, plan-excludes or plan-unsure.',
    )
  const plan = await getCostPlan(
    {
      coverage: input.coverage,
      state,
      use: input.use,
      bmi: input.bmi ?? null,
      conditions: input.conditions,
      form: input.form,
      age: input.age ?? null,
      payer: input.payer ?? null,
    },
    context.country,
    context.today,
  )
  const payerPage =
    input.payer && input.payer !== PAYER_UNKNOWN ? absolute(`/coverage/${input.payer}`, context.siteUrl) : null
  return { ...answerEnvelope(context), payerPage, plan }
}
