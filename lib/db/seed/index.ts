import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { count, eq } from 'drizzle-orm'
import { COUNTRIES } from '@/config/countries'
import type { Database } from '../client'
import * as t from '../schema'
import { SAMPLE_KEYWORDS, SAMPLE_POSTS, SITE_CONTENT } from './content'
import { insertProviderSeed, type ProviderSeed } from './provider-seed'
import { readProviderDataSet, toProviderSeed } from './sourced-providers'
import { sourceUrl } from '@/lib/domain/price-schema'
import { watchRulesSchema } from '@/lib/validation/watched-pages'

const watchedPagesFileSchema = z.array(
  z.strictObject({ provider: z.string().min(1), url: sourceUrl, rules: watchRulesSchema }),
)
export type WatchedPageSeed = z.output<typeof watchedPagesFileSchema>[number]

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.countries)
  return row.n === 0
}

type RegistryCountry = { id: string; code: string }

export const countryRows = (countries: readonly RegistryCountry[] = COUNTRIES) =>
  countries.map(({ id, code }) => ({ id, code }))

/** Run at start (prepareDatabase), so a country added to config/countries.ts needs no migration. */
export async function insertCountryRows(db: Database, countries: readonly RegistryCountry[] = COUNTRIES) {
  await db.insert(t.countries).values(countryRows(countries)).onConflictDoNothing()
}

export const sourcedProviderSeeds = () => readProviderDataSet().map(toProviderSeed)

/** Start without rules: an editor writes them against the first reading's text, as we hold no copy of the pages. */
export const sourcedWatchedPages = () =>
  watchedPagesFileSchema.parse(
    JSON.parse(fs.readFileSync(path.join(process.cwd(), 'content/watched-pages.json'), 'utf8')),
  )

/** Idempotent: every row is keyed, so a rerun adds nothing and never overwrites an editor's change. */
export async function seedDatabase(
  db: Database,
  options: { providers?: ProviderSeed[]; watched?: WatchedPageSeed[] } = {},
) {
  const providers = options.providers ?? sourcedProviderSeeds()
  // The watched pages belong to the sourced programs: fixtures have none unless a test gives them.
  const watched = options.watched ?? (options.providers ? [] : sourcedWatchedPages())
  await db.transaction(async (tx) => {
    await insertCountryRows(tx)

    for (const provider of providers) await insertProviderSeed(tx, provider)
    for (const page of watched) {
      const [program] = await tx
        .select({ id: t.providers.id })
        .from(t.providers)
        .where(eq(t.providers.slug, page.provider))
      if (program)
        await tx
          .insert(t.watchedPages)
          .values({ providerId: program.id, url: page.url, rules: page.rules })
          .onConflictDoNothing({ target: t.watchedPages.url })
    }

    await tx
      .insert(t.siteContent)
      .values(Object.entries(SITE_CONTENT).map(([key, content]) => ({ key, content })))
      .onConflictDoNothing()

    await tx.insert(t.blogPosts).values(SAMPLE_POSTS).onConflictDoNothing({ target: t.blogPosts.slug })

    for (const keyword of SAMPLE_KEYWORDS) {
      const existing = await tx
        .select({ id: t.trendingKeywords.id })
        .from(t.trendingKeywords)
        .where(eq(t.trendingKeywords.keyword, keyword.keyword))
      if (existing.length === 0) await tx.insert(t.trendingKeywords).values(keyword)
    }
  })
}
