/** The whole file is checked before anything is saved; a JSON row is the provider's 1-based position. */
import type { z } from 'zod'
import {
  importDocumentSchema,
  importProviderSchema,
  MAX_REPORTED_PROBLEMS,
  SINGLE_FACTS,
  type ImportFormat,
  type ImportProvider,
} from '@/lib/validation/provider-import'
import type { CatalogueProduct } from './medicine-catalogue'
import { readProviderCsv } from './provider-csv'

/** `row` null: the file as a whole. */
export type Problem = { row: number | null; field: string; message: string }
type Location = { row: number | null; field: string; label: string }
export type Entry = { raw: unknown; locate: (path: readonly PropertyKey[]) => Location }

export const ROW_NOTE: Record<ImportFormat, string> = {
  csv: 'Rows are numbered as in a spreadsheet: the header is row 1.',
  json: 'Row is the provider’s position in the file’s providers list (1 = the first); field is the path in the file.',
}

/** `providers[3].prices[0].source.date` */
const jsonPath = (path: readonly PropertyKey[]) =>
  path
    .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
    .join('')
    .replace(/^\./, '')

function readJson(content: string): { entries: Entry[]; problems: Problem[] } {
  let data: unknown
  try {
    data = JSON.parse(content)
  } catch (error) {
    return {
      entries: [],
      problems: [{ row: null, field: 'file', message: `Not valid JSON: ${(error as Error).message}` }],
    }
  }
  // A bare list of providers is read as the document's `providers`.
  const document = importDocumentSchema.safeParse(Array.isArray(data) ? { providers: data } : data, {
    reportInput: true,
  })
  if (!document.success) {
    return {
      entries: [],
      problems: issueProblems(document.error.issues, (path) => ({
        row: null,
        field: jsonPath(path) || 'file',
        label: jsonPath(path),
      })),
    }
  }
  return {
    entries: document.data.providers.map((raw, index) => ({
      raw,
      locate: (path) => ({
        row: index + 1,
        field: jsonPath(['providers', index, ...path]),
        label: jsonPath(['providers', index, ...path]),
      }),
    })),
    problems: [],
  }
}

const WORDS: Record<string, string> = {
  number: 'a number',
  boolean: 'true or false',
  string: 'text',
  array: 'a list',
  object: 'an object',
}

function issueProblems(
  issues: readonly z.core.$ZodIssue[],
  locate: (path: readonly PropertyKey[]) => Location,
): Problem[] {
  return issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ ...position(locate([...issue.path, key])), message: `Unknown field "${key}"` }))
    }
    let message = issue.message
    if (issue.code === 'invalid_type')
      message =
        issue.input === undefined || issue.input === null
          ? 'Required'
          : `Must be ${WORDS[issue.expected] ?? issue.expected}`
    return [{ ...position(locate(issue.path)), message }]
  })
}

const position = ({ row, field }: Location): Omit<Problem, 'message'> => ({ row, field })

function crossChecks(valid: readonly { provider: ImportProvider; entry: Entry }[]): Problem[] {
  const problems: Problem[] = []
  const at = (entry: Entry, path: readonly PropertyKey[], message: string) =>
    problems.push({ ...position(entry.locate(path)), message })
  const slugs = new Map<string, Entry>()
  const pages = new Map<string, { source: Record<string, string | null>; label: string }>()
  for (const { provider, entry } of valid) {
    const seen = slugs.get(provider.slug)
    if (seen) at(entry, ['slug'], `This provider is listed twice (also at ${seen.locate(['slug']).label})`)
    slugs.set(provider.slug, entry)
    if (new Set(provider.countries).size !== provider.countries.length)
      at(entry, ['countries'], 'A country is listed twice')

    const byId = new Map(provider.prices.flatMap((price, index) => (price.id ? [[price.id, index] as const] : [])))
    provider.prices.forEach((price, index) => {
      if (price.id && byId.get(price.id) !== index)
        at(entry, ['prices', index, 'id'], 'Another price of this provider has the same id')
      if (!price.alternativeOf) return
      const primary = byId.get(price.alternativeOf)
      if (primary === undefined)
        at(
          entry,
          ['prices', index, 'alternativeOf'],
          'Names no price of this provider: use the id of the price this figure is another source for',
        )
      else if (primary === index || provider.prices[primary].alternativeOf)
        at(
          entry,
          ['prices', index, 'alternativeOf'],
          'Must name a primary price (one that is not itself another source’s figure)',
        )
    })
    const kinds = new Map<string, number>()
    provider.facts.forEach((fact, index) => {
      const key = fact.kind === 'review' ? `review ${fact.value.site}` : fact.kind
      if ((SINGLE_FACTS.includes(fact.kind) || fact.kind === 'review') && kinds.has(key))
        at(entry, ['facts', index, 'kind'], `Given twice for this provider (${key})`)
      kinds.set(key, index)
    })

    const cited = [
      ...provider.prices.map((price, index) => ({ source: price.source, path: ['prices', index, 'source'] })),
      ...provider.facts.map((fact, index) => ({ source: fact.source, path: ['facts', index, 'source'] })),
    ]
    for (const { source, path } of cited) {
      const key = `${source.url} ${source.date}`
      const first = pages.get(key)
      if (!first) {
        pages.set(key, { source, label: entry.locate(path).label })
        continue
      }
      // The day a figure was checked is the figure's own: two figures on one page may be checked on different days.
      for (const field of ['title', 'publisher', 'dateKind'] as const) {
        if (source[field] !== first.source[field])
          at(
            entry,
            [...path, field],
            `The same page (address and date) has another ${field} at ${first.label}: one page, one description`,
          )
      }
    }
  }
  return problems
}

/** Nothing may be saved unless `problems` is empty. */
export function checkImportFile({
  format,
  content,
  catalogue,
}: {
  format: ImportFormat
  content: string
  catalogue: readonly CatalogueProduct[]
}): {
  providers: ImportProvider[]
  problems: Problem[]
  total: number
} {
  const read = format === 'csv' ? readProviderCsv(content) : readJson(content)
  const problems = [...read.problems]
  if (read.entries.length === 0 && problems.length === 0)
    problems.push({ row: null, field: 'file', message: 'The file lists no provider' })
  const valid: { provider: ImportProvider; entry: Entry }[] = []
  const providerSchema = importProviderSchema(catalogue)
  for (const entry of read.entries) {
    // reportInput: a missing value (undefined or null) is reported as 'Required', whatever the field's own message.
    const parsed = providerSchema.safeParse(entry.raw, { reportInput: true })
    if (parsed.success) valid.push({ provider: parsed.data, entry })
    else problems.push(...issueProblems(parsed.error.issues, entry.locate))
  }
  problems.push(...crossChecks(valid))
  const unique = [
    ...new Map(problems.map((problem) => [`${problem.row} ${problem.field} ${problem.message}`, problem])).values(),
  ]
  unique.sort((a, b) => (a.row ?? 0) - (b.row ?? 0))
  return {
    providers: unique.length ? [] : valid.map(({ provider }) => provider),
    problems: unique.slice(0, MAX_REPORTED_PROBLEMS),
    total: unique.length,
  }
}
