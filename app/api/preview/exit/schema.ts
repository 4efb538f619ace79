import { z } from 'zod'

/**
 * Where leaving preview goes: a plain path of this site, printable ASCII as a Location header carries it
 * (no control or non-ASCII characters, which made the response constructor throw), no '//' or '\' that a
 * browser reads as another host. Anything else, or nothing, is the home page.
 */
export const exitQuerySchema = z.object({
  to: z
    .string()
    .max(2000)
    .regex(/^\/(?![/\\])[\x21-\x5b\x5d-\x7e]*$/)
    .catch('/')
    .default('/'),
})
