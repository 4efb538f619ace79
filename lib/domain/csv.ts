/** RFC 4180 CSV; cells that a spreadsheet would run as a formula are prefixed with a quote. */
export function toCsv(header: string[], rows: (string | number | boolean | null)[][]): string {
  const cell = (value: string | number | boolean | null) => {
    let text = value === null ? '' : String(value)
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
  }
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n'
}

/** A cell as written before toCsv guarded it: the quote it put before a formula-like start comes off. */
export function fromCsvCell(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text
}
