/**
 * The sellers' safety record as pages and the open data show it: the card's warning-letter line, the sentence
 * for a program with no letter found, and the open-data shape. Pure: the record is read in lib/content.
 */
import type { SellerSafety, SellerSafetyFile, WarningLetter } from '@/lib/validation/seller-safety'
import { displayMonth } from './dates'

/**
 * What a page says when no letter addressed to the program was found. Never "no warning letters": the copies of
 * FDA's index we searched are keyword-limited and stop at `through`.
 */
export const noLetterFoundText = (through: string) =>
  `No FDA warning letter found in the copies of FDA’s index we searched (to ${displayMonth(through)})`

/** The letters addressed to the program, newest first. */
export const lettersNewestFirst = (letters: readonly WarningLetter[]) =>
  [...letters].sort((a, b) => b.date.localeCompare(a.date))

/**
 * The card's line: "FDA warning letter, Sep 2025" (or "2 FDA warning letters, Sep 2025" for two of the newest
 * letter's month), only for letters addressed to the program itself, never for a maker's letters.
 */
export function warningLetterFlag(record: Pick<SellerSafety, 'warningLetters'> | null): string | null {
  if (!record || record.warningLetters.length === 0) return null
  const [newest] = lettersNewestFirst(record.warningLetters)
  const month = newest.date.slice(0, 7)
  const inMonth = record.warningLetters.filter((letter) => letter.date.startsWith(month)).length
  const label = inMonth > 1 ? `${inMonth} FDA warning letters` : 'FDA warning letter'
  const older = record.warningLetters.length - inMonth
  return `${label}, ${displayMonth(month)}${older > 0 ? ` (and ${older} earlier)` : ''}`
}

export const COMPOUNDED_LABELS = {
  sells: 'Sells compounded GLP-1s',
  sold: 'Has sold compounded GLP-1s',
  'does not sell': 'Does not sell compounded GLP-1s',
} as const

/** The id of the provider page's section, which the card's line links to. */
export const SAFETY_SECTION_ID = 'safety-record'

/**
 * A program's record in /data/providers.json: the record as the file holds it, plus what "no letter found"
 * rests on (how far the searched copies of FDA's index reach, and FDA's own search page). Null for a program
 * the record does not cover (the fictional fixtures).
 */
export function openSellerSafety(record: SellerSafety | null, file: Pick<SellerSafetyFile, 'reviewed' | 'searched'>) {
  if (!record) return null
  return {
    reviewed: file.reviewed,
    ...record,
    warningLetters: lettersNewestFirst(record.warningLetters),
    lettersSearched: {
      /** The last month the copies of FDA's index we searched cover: no letter after it could be found. */
      through: file.searched.through,
      fdaSearchUrl: file.searched.fdaSearchUrl,
      /** Set when no letter addressed to the program was found: what that does and does not mean. */
      noneFound:
        record.jurisdiction === 'US' && record.warningLetters.length === 0
          ? noLetterFoundText(file.searched.through)
          : null,
    },
  }
}
export type OpenSellerSafety = NonNullable<ReturnType<typeof openSellerSafety>>
