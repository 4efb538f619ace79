/**
 * RFC 4180 CSV that a spreadsheet cannot be tricked into running. Every cell is quoted, so a `,` `;` or line
 * break inside it stays inside it. A text cell that starts like a formula (`=`, `+`, `-`, `@`, tab, CR) gets a
 * `'` in front, which spreadsheets read as "this is text", and so does every part after a `;` or `,` inside
 * the cell: a spreadsheet opened with `;` as its separator, or a "text to columns", splits the cell there
 * (`x@y.z;=HYPERLINK(…)`). Numbers and booleans are written as they are: `-5` is a number, not a formula.
 *
 * The guard is reversible (fromCsvCell), so a file the site exports imports back unchanged: a part that
 * already starts with quotes before the formula character gets one more, and reading takes one off.
 */
type Cell = string | number | boolean | null

/** A price's product columns, named alike in every spreadsheet of prices (the providers import, the open data). */
export const PRODUCT_COLUMNS = ['medication', 'brand', 'compounded', 'form'] as const

/** The characters a spreadsheet reads as the start of a formula: the one definition of a formula-like cell. */
const FORMULA_CHARACTER = '[=+\\-@\\t\\r]'

/** A part of a cell: its start or what follows a separator, then spaces, quotes and a formula character. */
const FORMULA_START = new RegExp(`(^|[;,])( *)('*${FORMULA_CHARACTER})`, 'g')
const GUARDED_START = new RegExp(`(^|[;,])( *)'('*${FORMULA_CHARACTER})`, 'g')
const FORMULA_LIKE = new RegExp(`^ *${FORMULA_CHARACTER}`)

/**
 * Whether text starts like a formula (after any spaces). Free text that does is refused where it comes in
 * (lib/domain/price-schema.ts `plainText`); the export's guard still covers a part after a separator inside a
 * cell, and text stored before that rule.
 */
export function startsLikeFormula(text: string): boolean {
  return FORMULA_LIKE.test(text)
}

/** The text of a cell with every formula-like part guarded. */
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
