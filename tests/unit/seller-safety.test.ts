/**
 * The sellers' safety record (content/safety/sellers.json): the file keeps its shape, every program file has an
 * entry, every stated fact carries a dated https:// page, and what the pages say of a program with no letter is
 * "none found", never "none".
 */
import fs from 'node:fs'
import path from 'node:path'
import { getSellerSafetyFile, parseSellerSafetyFile, SELLER_SAFETY_FILE } from '@/lib/content/seller-safety'
import { noLetterFoundText, openSellerSafety, warningLetterFlag } from '@/lib/domain/seller-safety'
import { FDA_WARNING_LETTER_BASE, SAFETY_MESSAGES } from '@/lib/validation/seller-safety'

const PROVIDERS = path.resolve(__dirname, '../../content/providers')
const programs = fs
  .readdirSync(PROVIDERS)
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(fs.readFileSync(path.join(PROVIDERS, file), 'utf8')) as { slug: string; country: string })
const raw = () => JSON.parse(fs.readFileSync(SELLER_SAFETY_FILE, 'utf8'))
const file = getSellerSafetyFile()

/** The file with one change made to its Hims & Hers entry, as the text an editor would save. */
function withHims(change: (hims: ReturnType<typeof raw>['sellers']['hims-hers']) => void) {
  const document = raw()
  change(document.sellers['hims-hers'])
  return JSON.stringify(document)
}
const problems = (text: string) => {
  try {
    parseSellerSafetyFile(text)
    return ''
  } catch (error) {
    return (error as Error).message
  }
}

it('has one entry per program file, and none for a program that has no file', () => {
  expect(Object.keys(file.sellers).sort()).toEqual(programs.map((program) => program.slug).sort())
})

it('names the jurisdiction of each program’s country: FDA letters apply to the US programs only', () => {
  for (const program of programs) expect(file.sellers[program.slug].jurisdiction).toBe(program.country)
})

it('lists the two Hims & Hers warning letters of 9 September 2025, each linking the FDA’s letter, with its source', () => {
  const letters = file.sellers['hims-hers'].warningLetters
  expect(letters.map((letter) => [letter.recipient, letter.date, letter.posted])).toEqual([
    ['Hims & Hers Health, Inc. dba Hers', '2025-09-09', '2025-09-16'],
    ['Hims & Hers Health, Inc. dba Hims', '2025-09-09', '2025-09-16'],
  ])
  for (const letter of letters) {
    expect(letter.subject).toBe(
      'Unlawful Sale of Unapproved and Misbranded Drugs to United States Consumers Over the Internet',
    )
    expect(letter.url.startsWith(FDA_WARNING_LETTER_BASE)).toBe(true)
    expect(letter.source.url).toMatch(/^https:\/\//)
  }
  expect(letters[0].about?.text).toMatch(/same active ingredient as Ozempic and Wegovy/)
})

it('keeps the makers’ own letters apart from the channel’s: LillyDirect and NovoCare have none addressed to them', () => {
  for (const slug of ['lillydirect-zepbound', 'novocare-pharmacy-wegovy']) {
    expect(file.sellers[slug].warningLetters).toEqual([])
    expect(file.sellers[slug].makerLetters?.letters.length).toBeGreaterThan(0)
    expect(file.sellers[slug].makerLetters?.note).toMatch(/not a finding about this channel/)
    expect(warningLetterFlag(file.sellers[slug])).toBeNull()
  }
})

it('gives no pathway on an undated page: WeightWatchers’ 503B claim has no date, so its pathway stays unknown', () => {
  expect(file.sellers.weightwatchers.compounded.pathway).toBeNull()
  expect(file.sellers['hims-hers'].compounded).toMatchObject({ status: 'sold', pathway: '503B' })
})

it('dates every stated fact, read no earlier than its page’s own date', () => {
  const sources = JSON.stringify(file).match(/"checked":"[^"]+"/g) ?? []
  expect(sources.length).toBeGreaterThan(10)
  const walk = (value: unknown): { date: string; checked: string; url: string }[] =>
    Array.isArray(value)
      ? value.flatMap(walk)
      : value && typeof value === 'object'
        ? 'checked' in value
          ? [value as { date: string; checked: string; url: string }]
          : Object.values(value).flatMap(walk)
        : []
  for (const source of walk(file)) {
    expect(source.url).toMatch(/^https:\/\//)
    expect(source.checked >= source.date).toBe(true)
  }
})

it('refuses a letter without a source, saying what a source is', () => {
  const message = problems(withHims((hims) => delete hims.warningLetters[0].source))
  expect(message).toContain('sellers.hims-hers.warningLetters.0.source')
  expect(message).toContain(SAFETY_MESSAGES.source)
})

it('refuses http:// addresses, for a letter and for a source', () => {
  const letter = problems(
    withHims((hims) => (hims.warningLetters[0].url = hims.warningLetters[0].url.replace('https://', 'http://'))),
  )
  expect(letter).toContain('sellers.hims-hers.warningLetters.0.url')
  expect(letter).toContain(SAFETY_MESSAGES.url)
  const source = problems(
    withHims((hims) => (hims.warningLetters[0].source.url = 'http://example.org/fda-warning-letters.json')),
  )
  expect(source).toContain('sellers.hims-hers.warningLetters.0.source.url')
  expect(source).toContain(SAFETY_MESSAGES.url)
})

it('refuses a letter that does not link the FDA’s own page, and a compounded status or pathway without a source', () => {
  expect(
    problems(withHims((hims) => (hims.warningLetters[0].url = 'https://www.benzinga.com/news/fda/hims-letter'))),
  ).toContain(SAFETY_MESSAGES.letterUrl)
  expect(problems(withHims((hims) => (hims.compounded.source = null)))).toContain(SAFETY_MESSAGES.status)
  expect(problems(withHims((hims) => (hims.compounded.pathwaySource = null)))).toContain(SAFETY_MESSAGES.pathway)
  expect(problems(withHims((hims) => (hims.warningLetters[0].date = '2025-13-40')))).toContain(
    'sellers.hims-hers.warningLetters.0.date',
  )
  // The file as it is has no problem.
  expect(problems(JSON.stringify(raw()))).toBe('')
})

it('flags a program on its card only for letters addressed to it, by their month', () => {
  expect(warningLetterFlag(file.sellers['hims-hers'])).toBe('2 FDA warning letters, Sep 2025')
  expect(warningLetterFlag({ warningLetters: [file.sellers['hims-hers'].warningLetters[0]] })).toBe(
    'FDA warning letter, Sep 2025',
  )
  expect(warningLetterFlag(file.sellers.goodrx)).toBeNull()
  expect(warningLetterFlag(null)).toBeNull()
})

it('says "none found in the copies searched", never "no letters", and only for the US programs', () => {
  expect(noLetterFoundText('2026-05')).toBe(
    'No FDA warning letter found in the copies of FDA’s index we searched (to May 2026)',
  )
  expect(openSellerSafety(file.sellers.goodrx, file)?.lettersSearched.noneFound).toBe(noLetterFoundText('2026-05'))
  expect(openSellerSafety(file.sellers['hims-hers'], file)?.lettersSearched.noneFound).toBeNull()
  expect(openSellerSafety(file.sellers['the-family-chemist-uk'], file)?.lettersSearched.noneFound).toBeNull()
  expect(openSellerSafety(null, file)).toBeNull()
  expect(fs.readFileSync(SELLER_SAFETY_FILE, 'utf8')).not.toMatch(/\bno (FDA )?warning letters?\b(?! found)/i)
})
