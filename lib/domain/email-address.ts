/**
 * What counts as an e-mail address wherever the site takes one (the newsletter, a provider submission's
 * contact), free of any library so the browser forms and the server share it.
 *
 * Conservative on purpose: a dot-atom local part (letters, digits and `.!#$%&'*+/=?^_`{|}~-`, no leading,
 * trailing or doubled dot) and a domain of letter-digit-hyphen labels ending in a letter top-level label or an
 * IDNA (`xn--`) one. Nothing a mail header, an address list or a spreadsheet reads as syntax gets through:
 * no `;` `,` (a second recipient), no `(` `)` (a comment), no `<` `>` `"`, no spaces or control characters.
 * Quoted local parts and address literals (`[192.0.2.1]`) are valid in RFC 5322 but refused here: nobody
 * signs up with one, and each is a way to smuggle that syntax in.
 */
const LOCAL_PART = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*"
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?'
const TOP_LABEL = '(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})'

export const EMAIL_ADDRESS_PATTERN = new RegExp(`^${LOCAL_PART}@(?:${LABEL}\\.)+${TOP_LABEL}$`)

/** RFC 5321's limits: 64 characters before the @, 254 in all. */
export const EMAIL_ADDRESS_MAX_LENGTH = 254
const LOCAL_PART_MAX_LENGTH = 64

export function isEmailAddress(value: string): boolean {
  if (value.length > EMAIL_ADDRESS_MAX_LENGTH || !EMAIL_ADDRESS_PATTERN.test(value)) return false
  return value.lastIndexOf('@') <= LOCAL_PART_MAX_LENGTH
}
