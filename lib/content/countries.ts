import 'server-only'
import fs from 'node:fs'
import path from 'node:path'
import { countryRecordSchema, type CountryRecord } from '@/lib/validation/content'

export const COUNTRY_RECORD_DIR = path.join(process.cwd(), 'content', 'countries')

/** The public record of a country (content/countries/{code}.json), events oldest first; null when there is none. */
export function getCountryRecord(code: string, dir = COUNTRY_RECORD_DIR): CountryRecord | null {
  const file = path.join(dir, `${code.toLowerCase()}.json`)
  if (!fs.existsSync(file)) return null
  const parsed = countryRecordSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')))
  if (!parsed.success)
    throw new Error(
      `${path.basename(file)}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
    )
  return { ...parsed.data, events: [...parsed.data.events].sort((a, b) => a.date.localeCompare(b.date)) }
}
