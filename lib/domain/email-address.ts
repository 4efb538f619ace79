/**
 * Stricter than RFC 5322 on purpose: no `;` `,` `(` `<` `"` or quoted parts and address literals, so nothing a mail
 * header, address list or spreadsheet reads as syntax gets through. Library-free, so browser and server share it.
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
