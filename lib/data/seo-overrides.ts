import 'server-only'
import { and, asc, eq } from 'drizzle-orm'
import { unstable_cache } from 'next/cache'
import { adminOnly } from '@/lib/admin/guard'
import { REVALIDATE_SECONDS, seoPageTag, TAGS } from '@/lib/cache-tags'
import { BuildTimeDatabaseError, getDb } from '@/lib/db/client'
import { isUniqueViolation } from '@/lib/db/errors'
import { seoMetadata } from '@/lib/db/schema'
import { normalizePublicPath, pathOfSeoKey, SEO_PAGE_TYPE, seoKey } from '@/lib/domain/seo-override'
import { AppError } from '@/lib/errors'
import type { SeoOverride } from '@/lib/seo/metadata'
import type { SeoOverrideInput } from '@/lib/validation/seo'
import { SEO_MESSAGES } from '@/lib/validation/seo'

const overrideColumns = {
  metaTitle: seoMetadata.metaTitle,
  metaDescription: seoMetadata.metaDescription,
  ogImageUrl: seoMetadata.ogImageUrl,
  canonicalUrl: seoMetadata.canonicalUrl,
  robotsDirective: seoMetadata.robotsDirective,
}

/** Every page's metadata reads it, so a failure is logged and the page keeps its own metadata, never goes down. */
export async function getSeoOverride({ path }: { path: string }): Promise<SeoOverride | null> {
  const normal = normalizePublicPath(path)
  if (!normal.ok) return null
  const { pageType, pageSlug } = seoKey(normal.path)
  try {
    return await unstable_cache(
      async () => {
        const [row] = await getDb()
          .select(overrideColumns)
          .from(seoMetadata)
          .where(and(eq(seoMetadata.pageType, pageType), eq(seoMetadata.pageSlug, pageSlug)))
        return row ?? null
      },
      ['seo-override', pageSlug],
      { tags: [TAGS.seo, seoPageTag(normal.path)], revalidate: REVALIDATE_SECONDS },
    )()
  } catch (error) {
    if (!(error instanceof BuildTimeDatabaseError))
      console.warn(`[seo] override of ${normal.path} not read; the page keeps its own metadata`, error)
    return null
  }
}

export type SeoOverrideRow = SeoOverride & { id: string; path: string }

const adminColumns = { id: seoMetadata.id, pageSlug: seoMetadata.pageSlug, ...overrideColumns }
const toRow = ({ pageSlug, ...row }: { pageSlug: string } & Omit<SeoOverrideRow, 'path'>): SeoOverrideRow => ({
  ...row,
  path: pathOfSeoKey(pageSlug),
})

export const listSeoOverridesForAdmin = adminOnly(async () =>
  (
    await getDb()
      .select(adminColumns)
      .from(seoMetadata)
      .where(eq(seoMetadata.pageType, SEO_PAGE_TYPE))
      .orderBy(asc(seoMetadata.pageSlug))
  ).map(toRow),
)

export const getSeoOverrideForEdit = adminOnly(async ({ id }: { id: string }): Promise<SeoOverrideRow | null> => {
  const [row] = await getDb()
    .select(adminColumns)
    .from(seoMetadata)
    .where(and(eq(seoMetadata.id, id), eq(seoMetadata.pageType, SEO_PAGE_TYPE)))
  return row ? toRow(row) : null
})

/** Returns the old path too when an edit moved it: both pages change. */
export const saveSeoOverride = adminOnly(
  async ({
    id,
    path,
    ...fields
  }: SeoOverrideInput): Promise<{ id: string; created: boolean; path: string; previousPath: string | null }> => {
    const values = { ...seoKey(path), ...fields }
    const db = getDb()
    try {
      if (id) {
        return await db.transaction(async (tx) => {
          const [before] = await tx
            .select({ pageSlug: seoMetadata.pageSlug })
            .from(seoMetadata)
            .where(eq(seoMetadata.id, id))
          if (!before) throw new AppError('not_found:seo-override', 'That override no longer exists.')
          await tx.update(seoMetadata).set(values).where(eq(seoMetadata.id, id))
          const previousPath = pathOfSeoKey(before.pageSlug)
          return { id, created: false, path, previousPath: previousPath === path ? null : previousPath }
        })
      }
      const [row] = await db.insert(seoMetadata).values(values).returning({ id: seoMetadata.id })
      return { id: row.id, created: true, path, previousPath: null }
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('conflict:seo-override', SEO_MESSAGES.conflict)
      throw error
    }
  },
)

export const deleteSeoOverride = adminOnly(async ({ id }: { id: string }): Promise<{ path: string } | null> => {
  const [row] = await getDb()
    .delete(seoMetadata)
    .where(eq(seoMetadata.id, id))
    .returning({ pageSlug: seoMetadata.pageSlug })
  return row ? { path: pathOfSeoKey(row.pageSlug) } : null
})
