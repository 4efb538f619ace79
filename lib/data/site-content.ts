import 'server-only'
import { asc, eq } from 'drizzle-orm'
import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import { adminOnly } from '@/lib/admin/guard'
import { REVALIDATE_SECONDS, TAGS } from '@/lib/cache-tags'
import { getDb } from '@/lib/db/client'
import { siteContent } from '@/lib/db/schema'

/** Active site-content entries as a key -> text map. */
export const getSiteContent = cache(
  unstable_cache(
    async (): Promise<Record<string, string>> => {
      const rows = await getDb()
        .select({ key: siteContent.key, content: siteContent.content })
        .from(siteContent)
        .where(eq(siteContent.isActive, true))
      return Object.fromEntries(rows.map((row) => [row.key, row.content]))
    },
    ['site-content'],
    { tags: [TAGS.siteContent], revalidate: REVALIDATE_SECONDS },
  ),
)

// --- Admin --------------------------------------------------------------------------------------------------

export const listSiteContentForAdmin = adminOnly(async () =>
  getDb().select().from(siteContent).orderBy(asc(siteContent.key)),
)

export const saveSiteContent = adminOnly(async (input: { key: string; content: string; isActive: boolean }) => {
  await getDb()
    .insert(siteContent)
    .values(input)
    .onConflictDoUpdate({ target: siteContent.key, set: { content: input.content, isActive: input.isActive } })
})
