import { z } from 'zod'
import { cleanInput } from './clean-input'

/**
 * The schema, parsing its input made storable first (cleanInput: U+0000 removed, lone surrogates replaced),
 * so the schema holds wherever it is used, not only behind the action wrappers that clean input too.
 * Left in, one NUL in any field made the insert fail and the editor saw only 'Failed to save'.
 */
export const withoutNul = <S extends z.ZodType>(schema: S) => z.preprocess((raw) => cleanInput(raw), schema)

/**
 * An optional address an editor types: a full http(s) URL or a site path; empty is null. A site path may not
 * start `//` or `/\`: a browser reads both as another host.
 */
export const optionalUrlOrPath = z
  .string()
  .trim()
  .max(500)
  .optional()
  .transform((value) => value || null)
  .refine(
    (value) => value === null || /^(https?:\/\/[^\s]+|\/(?![/\\])[^\s]*)$/i.test(value),
    'Use a full http(s) URL or a site path',
  )
