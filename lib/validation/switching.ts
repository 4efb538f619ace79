/**
 * The shape of the switching guide's rules (content/medications/switching.json): what the labels, as the sources
 * restate them, say about moving from one GLP-1 medicine or dose to another. Which medicine slugs and doses exist
 * is checked by the loader (lib/content/switching.ts) against the medicine pages.
 */
import { z } from 'zod'

const text = z.string().trim().min(1)
/** Links on a medical page go out over https only. */
const httpsUrl = z.url({ protocol: /^https$/ })
const slug = z.string().regex(/^[a-z0-9-]+$/, { message: 'a medicine is named by its page slug' })
const doseStep = z.string().regex(/^\d+(\.\d+)?mg$/, { message: 'a dose is written like 2.5mg' })

export const switchingSourceSchema = z.strictObject({
  url: httpsUrl,
  title: text,
  publisher: text,
  /** The source's own date (a capture date where the source is a dated copy). */
  date: z.iso.date(),
  /** Where on the source the rule stands: its section and item. */
  where: text,
  /** Where we read it, when that was a dated copy of the source kept elsewhere. */
  copy: z.strictObject({ url: httpsUrl, label: text }).optional(),
})
export type SwitchingSource = z.infer<typeof switchingSourceSchema>

const sources = z.array(switchingSourceSchema).min(1, { message: 'a rule needs at least one source' })

const endpoint = {
  /** A medicine page's slug (content/medications, kind: medicine). */
  medicine: slug,
  /** The doses the rule is for; a dose of the page unless `product` names another formulation on it. */
  doses: z.array(doseStep).min(1).optional(),
  /** A formulation the page describes under another name (the Rybelsus page's Ozempic tablets). */
  product: text.optional(),
}

export const switchingRuleSchema = z.strictObject({
  from: z.strictObject(endpoint),
  /** The medicine and the dose the label says to start. */
  to: z.strictObject({ ...endpoint, doses: z.array(doseStep).min(1, { message: 'a rule names the dose to start' }) }),
  /** What the labels say, in our words: the start dose and what happens to the old one. */
  rule: text,
  /** When the new medicine starts. */
  timing: text,
  sources,
})
export type SwitchingRule = z.infer<typeof switchingRuleSchema>

export const switchingFileSchema = z.strictObject({
  reviewed: z.iso.date(),
  /** What the labels say about every switch (never to take two GLP-1 medicines together), with sources. */
  notes: z.array(z.strictObject({ text, sources })).default([]),
  rules: z.array(switchingRuleSchema),
})
export type SwitchingFile = z.infer<typeof switchingFileSchema>
