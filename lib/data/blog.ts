import 'server-only'
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm'
import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import { REVALIDATE_SECONDS, TAGS } from '@/lib/cache-tags'
import { getDb } from '@/lib/db/client'
import { blogPosts } from '@/lib/db/schema'
import { excerptOf, FEATURED_POST_LIMIT, metaDescriptionOf, readTimeMinutes } from '@/lib/domain/blog'
import { cacheByValue } from '@/lib/cache/cache-by-value'

export type PostSummary = {
  slug: string
  title: string
  excerpt: string
  authorName: string
  publishedAt: string
  updatedAt: string
  readTime: number
  featuredImageUrl: string | null
  featuredImageAlt: string | null
}

function summary(row: typeof blogPosts.$inferSelect): PostSummary {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: excerptOf(row),
    authorName: row.authorName || 'Admin',
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    readTime: readTimeMinutes(row.content),
    featuredImageUrl: row.featuredImageUrl,
    featuredImageAlt: row.featuredImageAlt,
  }
}

/** A later publish time schedules a post; lib/publish-schedule.ts expires the cached reads when it comes. */
const isLive = () => and(eq(blogPosts.published, true), lte(blogPosts.publishedAt, sql`now()`))

export const getBlogIndex = cache(
  unstable_cache(
    async (): Promise<{ featured: PostSummary[]; latest: PostSummary[] }> => {
      const db = getDb()
      const [featured, latest] = await Promise.all([
        db
          .select()
          .from(blogPosts)
          .where(and(isLive(), eq(blogPosts.featured, true)))
          .orderBy(desc(blogPosts.publishedAt))
          .limit(FEATURED_POST_LIMIT),
        db
          .select()
          .from(blogPosts)
          .where(and(isLive(), eq(blogPosts.featured, false)))
          .orderBy(desc(blogPosts.publishedAt)),
      ])
      return { featured: featured.map(summary), latest: latest.map(summary) }
    },
    ['blog-index'],
    { tags: [TAGS.blog], revalidate: REVALIDATE_SECONDS },
  ),
)

export type PostPage = PostSummary & {
  id: string
  content: string
  metaTitle: string | null
  metaDescription: string
  metaKeywords: string | null
  canonicalUrl: string | null
  ogImage: string | null
  robotsDirective: string | null
}

function postPage(row: typeof blogPosts.$inferSelect): PostPage {
  return {
    ...summary(row),
    id: row.id,
    content: row.content,
    metaTitle: row.metaTitle,
    metaDescription: metaDescriptionOf(row),
    metaKeywords: row.metaKeywords,
    canonicalUrl: row.canonicalUrl,
    ogImage: row.ogImageOverride || row.featuredImageUrl,
    robotsDirective: row.robotsDirective,
  }
}

export const getPublishedPost = cacheByValue(
  unstable_cache(
    async ({ slug }: { slug: string }): Promise<PostPage | null> => {
      const [row] = await getDb()
        .select()
        .from(blogPosts)
        .where(and(eq(blogPosts.slug, slug), isLive()))
      return row ? postPage(row) : null
    },
    ['blog-post'],
    { tags: [TAGS.blog], revalidate: REVALIDATE_SECONDS },
  ),
)

export const listPublishedPosts = unstable_cache(
  async (): Promise<PostSummary[]> =>
    (await getDb().select().from(blogPosts).where(isLive()).orderBy(desc(blogPosts.publishedAt))).map(summary),
  ['blog-published'],
  { tags: [TAGS.blog], revalidate: REVALIDATE_SECONDS },
)

/** Never cached: a preview must not fill the cache visitors read from. */
export async function getPostForPreview({ id }: { id: string }): Promise<PostPage | null> {
  const [row] = await getDb().select().from(blogPosts).where(eq(blogPosts.id, id))
  return row ? postPage(row) : null
}

export async function postsGoneLive({ after, until }: { after: Date; until: Date }): Promise<string[]> {
  const rows = await getDb()
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(and(eq(blogPosts.published, true), gt(blogPosts.publishedAt, after), lte(blogPosts.publishedAt, until)))
  return rows.map((row) => row.slug)
}

export async function nextScheduledPublish(now: Date): Promise<Date | null> {
  const [row] = await getDb()
    .select({ at: blogPosts.publishedAt })
    .from(blogPosts)
    .where(and(eq(blogPosts.published, true), gt(blogPosts.publishedAt, now)))
    .orderBy(asc(blogPosts.publishedAt))
    .limit(1)
  return row?.at ?? null
}
