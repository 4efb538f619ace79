import { z } from 'zod'
import { cleanInput } from './clean-input'

/**
 * The schema, parsing its input made storable first (cleanInput: U+0000 removed, lone surrogates replaced),
 * so the schema holds wherever it is used, not only behind the action wrappers that clean input too.
 * Left in, one NUL in any field made the insert fail and the editor saw only 'Failed to save'.
 */
export const withoutNul = <S extends z.ZodType>(schema: S) => z.preprocess((raw) => cleanInput(raw), schema)

/** A text field an editor may leave empty: trimmed, at most `max` characters (`tooLong` says so), empty is null. */
export const optionalText = (max: number, tooLong?: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value || null)

/** An edit form's hidden id: the stored row's when it edits one, empty when it creates one. */
export const optionalId = z
  .uuid()
  .optional()
  .or(z.literal('').transform(() => undefined))

/**
 * An optional address an editor types: a full http(s) URL or a site path; empty is null. A site path may not
 * start `//` or `/\`: a browser reads both as another host.
 */
export const optionalUrlOrPath = optionalText(500).refine(
  (value) => value === null || /^(https?:\/\/[^\s]+|\/(?![/\\])[^\s]*)$/i.test(value),
  'Use a full http(s) URL or a site path',
)
