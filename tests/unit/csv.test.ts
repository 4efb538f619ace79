/**
 * The CSV the admin exports (subscriptions, providers) and the open data: every cell quoted, and no part of a
 * cell that a spreadsheet could run as a formula, at the start or after a separator inside it; the guard comes
 * off again on import, so legitimate values round-trip unchanged.
 */
import { parse } from 'csv-parse/sync'
import { fromCsvCell, toCsv } from '@/lib/domain/csv'

const cells = (csv: string): string[][] => parse(csv)

describe('toCsv', () => {
  it('quotes every cell, header included, and doubles quotes inside', () => {
    expect(
      toCsv(
        ['email', 'active'],
        [
          ['a@example.com', true],
          ['say "hi", then; go', null],
          [3.5, -5],
        ],
      ),
    ).toBe('"email","active"\r\n"a@example.com","true"\r\n"say ""hi"", then; go",""\r\n"3.5","-5"\r\n')
  })

  it('guards a formula start at the start of a text cell', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(cells(toCsv(['x'], [[`${start}HYPERLINK("https://evil.example")`]]))[1][0]).toBe(
        `'${start}HYPERLINK("https://evil.example")`,
      )
    }
  })

  it('guards a formula start after a ";" or "," inside a cell, spaces or not, so a split cell runs nothing', () => {
    const [, [semicolon, comma, spaced, several]] = cells(
      toCsv(['a', 'b', 'c', 'd'], [['x@y.z;=HYPERLINK(A1)', 'a,+1', 'a;  -2+3', '=1;@SUM(A1);ok,=2']]),
    )
    expect(semicolon).toBe("x@y.z;'=HYPERLINK(A1)")
    expect(comma).toBe("a,'+1")
    expect(spaced).toBe("a;  '-2+3")
    expect(several).toBe("'=1;'@SUM(A1);ok,'=2")
    // As a spreadsheet with ';' or ',' as its separator would split them: no part starts a formula.
    for (const part of [semicolon, comma, spaced, several].flatMap((cell) => cell.split(/[;,]/)))
      expect(part.trimStart()).not.toMatch(/^[=+\-@\t\r]/)
  })

  it('leaves numbers, booleans and harmless text alone', () => {
    expect(cells(toCsv(['a', 'b', 'c', 'd'], [[-5, false, 'US;UK', '2.5mg;5mg']]))[1]).toEqual([
      '-5',
      'false',
      'US;UK',
      '2.5mg;5mg',
    ])
  })
})

describe('fromCsvCell', () => {
  it('takes the guard off again: every text round-trips unchanged', () => {
    const texts = [
      '=1+1',
      '-20% for the first fill, as the page says',
      'x@y.z;=HYPERLINK(A1)',
      "'=already quoted",
      "a;''@b",
      'plain',
      '',
      'a; b',
      "it's",
      "x;'y",
      '\t=tab',
    ]
    for (const text of texts) expect(fromCsvCell(cells(toCsv(['x'], [[text]]))[1][0])).toBe(text)
  })
})
