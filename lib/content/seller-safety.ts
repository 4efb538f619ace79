import 'server-only'
import fs from 'node:fs'
import path from 'node:path'
import { openSellerSafety } from '@/lib/domain/seller-safety'
import { sellerSafetyFileSchema, type SellerSafety, type SellerSafetyFile } from '@/lib/validation/seller-safety'

export const SELLER_SAFETY_FILE = path.join(process.cwd(), 'content', 'safety', 'sellers.json')

/** Parses the file's text; a file that breaks the format throws with each problem's path and message. */
export function parseSellerSafetyFile(text: string, name = path.basename(SELLER_SAFETY_FILE)): SellerSafetyFile {
  const parsed = sellerSafetyFileSchema.safeParse(JSON.parse(text))
  if (!parsed.success)
    throw new Error(
      `${name}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    )
  return parsed.data
}

let cache: SellerSafetyFile | undefined

/** The whole record (content/safety/sellers.json). Read once per process. */
export function getSellerSafetyFile(): SellerSafetyFile {
  cache ??= parseSellerSafetyFile(fs.readFileSync(SELLER_SAFETY_FILE, 'utf8'))
  return cache
}

/** One program's record, or null for a program it does not cover (the tests' fictional providers). */
export function getSellerSafety(slug: string): SellerSafety | null {
  return Object.hasOwn(getSellerSafetyFile().sellers, slug) ? getSellerSafetyFile().sellers[slug] : null
}

/** One program's record as /data/providers.json lists it; null for a program the record does not cover. */
export function getOpenSellerSafety(slug: string) {
  return openSellerSafety(getSellerSafety(slug), getSellerSafetyFile())
}
