import type { SellerSafety, SellerSafetyFile, WarningLetter } from '@/lib/validation/seller-safety'
import { displayMonth } from './dates'

/** Never "no warning letters": the copies of FDA's index we searched are keyword-limited and stop at `through`. */
export const noLetterFoundText = (through: string) =>
  `No FDA warning letter found in the copies of FDA’s index we searched (to ${displayMonth(through)})`

export const lettersNewestFirst = (letters: readonly WarningLetter[]) =>
  [...letters].sort((a, b) => b.date.localeCompare(a.date))

/** Only letters addressed to the program itself, never a maker's. */
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

export const SAFETY_SECTION_ID = 'safety-record'

/** Null for a program the record does not cover (the fictional fixtures). */
export function openSellerSafety(record: SellerSafety | null, file: Pick<SellerSafetyFile, 'reviewed' | 'searched'>) {
  if (!record) return null
  return {
    reviewed: file.reviewed,
    ...record,
    warningLetters: lettersNewestFirst(record.warningLetters),
    lettersSearched: {
      through: file.searched.through,
      fdaSearchUrl: file.searched.fdaSearchUrl,
      noneFound:
        record.jurisdiction === 'US' && record.warningLetters.length === 0
          ? noLetterFoundText(file.searched.through)
          : null,
    },
  }
}
export type OpenSellerSafety = NonNullable<ReturnType<typeof openSellerSafety>>
