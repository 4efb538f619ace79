/** One answer a form offers: the id the URL and the data use, and the words the visitor reads. */
export type Choice<Id extends string = string> = { readonly id: Id; readonly label: string }

/**
 * A list of choices from their labels by id, in the order written: `choices({ none: 'Paying myself' })`. The
 * ids keep their literal types, so `(typeof LIST)[number]['id']` is the union of them. Ids are words, never
 * numbers: an object puts integer-like keys first.
 */
export const choices = <const Labels extends Record<string, string>>(labels: Labels) =>
  Object.entries(labels).map(([id, label]) => ({ id, label })) as readonly Choice<keyof Labels & string>[]
