// content/medications/switching.json; slugs and doses are checked against the medicine pages by the loader.
import { z } from 'zod'

const text = z.string().trim().min(1)
const httpsUrl = z.url({ protocol: /^https$/ })
const slug = z.string().regex(/^[a-z0-9-]+$/, { message: 'a medicine is named by its page slug' })
const doseStep = z.string().regex(/^\d+(\.\d+)?mg$/, { message: 'a dose is written like 2.5mg' })

export const switchingSourceSchema = z.strictObject({
  url: httpsUrl,
  title: text,
  publisher: text,
  date: z.iso.date(),
  where: text,
  copy: z.strictObject({ url: httpsUrl, label: text }).optional(),
})
export type SwitchingSource = z.infer<typeof switchingSourceSchema>

const sources = z.array(switchingSourceSchema).min(1, { message: 'a rule needs at least one source' })

const endpoint = {
  medicine: slug,
  doses: z.array(doseStep).min(1).optional(),
  /** A formulation the page describes under another name (the Rybelsus page's Ozempic tablets). */
  product: text.optional(),
}

export const switchingRuleSchema = z.strictObject({
  from: z.strictObject(endpoint),
  to: z.strictObject({ ...endpoint, doses: z.array(doseStep).min(1, { message: 'a rule names the dose to start' }) }),
  rule: text,
  timing: text,
  sources,
})
export type SwitchingRule = z.infer<typeof switchingRuleSchema>

export const switchingFileSchema = z.strictObject({
  reviewed: z.iso.date(),
  notes: z.array(z.strictObject({ text, sources })).default([]),
  rules: z.array(switchingRuleSchema),
})
export type SwitchingFile = z.infer<typeof switchingFileSchema>
