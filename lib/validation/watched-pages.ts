import { z } from 'zod'
import { OFFER_FORMS, PRICE_KINDS } from '@/lib/domain/price-schema'
import { patternProblem, type WatchRule } from '@/lib/domain/price-reading'
import { isReservedForTests } from '@/lib/domain/test-data'

export const WATCH_MESSAGES = {
  url: 'Enter the page’s address, starting with https://',
  provider: 'Choose the program whose prices the page shows',
  rulesJson: 'The rules must be a JSON list: [{"label", "brand", "form", "dose", "kind", "pattern"}, ...]',
  label: 'Name the figure the rule reads (e.g. "Zepbound vial 2.5 mg, regular")',
  form: `The form must be one of: ${OFFER_FORMS.join(', ')}`,
  dose: 'Write the dose as the stored price has it (e.g. 2.5mg)',
  unmatched: (label: string) =>
    `No price of this program that cites this page matches the rule “${label}”: check its brand, form, dose and basis`,
  kind: `The basis must be one of: ${PRICE_KINDS.join(', ')}`,
  saved: 'Watched page saved: it is read on the next run',
  exists: 'That page is watched already',
  gone: 'That page is no longer watched',
  failed: 'Failed to save the watched page',
  published: 'Price published from the page',
  dismissed: 'Review item dismissed',
  reviewGone: 'That item was decided already, or its price has changed since: the list has been refreshed',
  readNow: (pages: number) => `Read ${pages} ${pages === 1 ? 'page' : 'pages'} now`,
  reading: 'The reader is off (PRICE_READER_HOURS=0)',
} as const

/**
 * A watched page's address: https, as every cited page; on this machine's own test servers (ALLOW_TEST_DATA)
 * also a local http address, where the tests' fake seller site answers.
 */
export function watchedUrl(allowTestData: boolean) {
  return z
    .url({ error: WATCH_MESSAGES.url })
    .max(500, WATCH_MESSAGES.url)
    .refine((value) => {
      // Refinements run even after the address check failed: a value that is no URL is refused here too.
      if (!URL.canParse(value)) return false
      const url = new URL(value)
      if (url.protocol === 'https:') return true
      return allowTestData && url.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(url.hostname)
    }, WATCH_MESSAGES.url)
    .refine((value) => allowTestData || !isReservedForTests(value), WATCH_MESSAGES.url)
}

const ruleSchema = z.strictObject({
  label: z.string().trim().min(1, WATCH_MESSAGES.label).max(120, WATCH_MESSAGES.label),
  brand: z.string().trim().max(60).nullable(),
  form: z.enum(OFFER_FORMS, WATCH_MESSAGES.form),
  dose: z.string().trim().min(1, WATCH_MESSAGES.dose).max(60, WATCH_MESSAGES.dose),
  kind: z.enum(PRICE_KINDS, WATCH_MESSAGES.kind),
  pattern: z
    .string()
    .min(1)
    .max(500)
    .superRefine((pattern, ctx) => {
      const problem = patternProblem(pattern)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    }),
}) satisfies z.ZodType<WatchRule>

/** A page's rules, as the admin form and content/watched-pages.json give them. */
export const watchRulesSchema = z.array(ruleSchema).max(40)

/** The rules field: a JSON list of rules, each checked; one message for text that is not such a list. */
const rulesField = z.string().transform((text, ctx): WatchRule[] => {
  let parsed: unknown
  try {
    parsed = JSON.parse(text.trim() === '' ? '[]' : text)
  } catch {
    ctx.addIssue({ code: 'custom', message: WATCH_MESSAGES.rulesJson })
    return z.NEVER
  }
  const rules = watchRulesSchema.safeParse(parsed)
  if (!rules.success) {
    ctx.addIssue({ code: 'custom', message: rules.error.issues[0]?.message ?? WATCH_MESSAGES.rulesJson })
    return z.NEVER
  }
  return rules.data
})

export function watchedPageSchema(allowTestData: boolean) {
  return z.object({
    id: z
      .uuid()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    providerId: z.uuid(WATCH_MESSAGES.provider),
    url: watchedUrl(allowTestData),
    rules: rulesField,
    enabled: z
      .union([z.literal('on'), z.literal('true'), z.literal(''), z.boolean()])
      .optional()
      .transform((value) => value === true || value === 'on' || value === 'true'),
  })
}

export const reviewDecisionSchema = z.strictObject({ reviewId: z.uuid(WATCH_MESSAGES.reviewGone) })
