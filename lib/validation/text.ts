import { z } from 'zod'
import { cleanInput } from './clean-input'

/**
 * The schema, parsing its input made storable first (cleanInput: U+0000 removed, lone surrogates replaced),
 * so the schema holds wherever it is used, not only behind the action wrappers that clean input too.
 * Left in, one NUL in any field made the insert fail and the editor saw only 'Failed to save'.
 */
export const withoutNul = <S extends z.ZodType>(schema: S) => z.preprocess((raw) => cleanInput(raw), schema)
