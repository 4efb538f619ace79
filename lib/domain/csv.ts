/**
 * RFC 4180 CSV guarded against formula injection: a `'` goes before each formula-like part, including parts after
 * `;` or `,` (a `;`-separated open or "text to columns" splits there). Reversible via fromCsvCell, for re-import.
 */
type Cell = string | number | boolean | null

export const PRODUCT_COLUMNS = ['medication', 'brand', 'compounded', 'form'] as const

/** The characters a spreadsheet reads as the start of a formula: the one definition of a formula-like cell. */
const FORMULA_CHARACTER = '[=+\\-@\\t\\r]'

const FORMULA_START = new RegExp(`(^|[;,])( *)('*${FORMULA_CHARACTER})`, 'g')
const GUARDED_START = new RegExp(`(^|[;,])( *)'('*${FORMULA_CHARACTER})`, 'g')
const FORMULA_LIKE = new RegExp(`^ *${FORMULA_CHARACTER}`)

/** Refused on input (price-schema.ts `plainText`); the export still guards text stored before that rule. */
export function startsLikeFormula(text: string): boolean {
  return FORMULA_LIKE.test(text)
}

export function guardCsvText(text: string): string {
  return text.replace(FORMULA_START, "$1$2'$3")
}

export function toCsv(header: string[], rows: Cell[][]): string {
  const cell = (value: Cell) => {
    const text = value === null ? '' : typeof value === 'string' ? guardCsvText(value) : String(value)
    return `"${text.replace(/"/g, '""')}"`
  }
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n'
}

/** A cell as written before toCsv guarded it: each quote it put before a formula-like part comes off. */
export function fromCsvCell(text: string): string {
  return text.replace(GUARDED_START, '$1$2$3')
}
