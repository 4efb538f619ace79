import 'server-only'
import { count } from 'drizzle-orm'
import { adminOnly } from '@/lib/admin/guard'
import { getDb } from '@/lib/db/client'
import { blogPosts, emailSubscriptions, providers, trendingKeywords } from '@/lib/db/schema'

/** The four counts of the admin dashboard: providers, subscriptions, keywords, blog posts. */
export const getDashboardCountsForAdmin = adminOnly(async () => {
  const db = getDb()
  const [[p], [s], [k], [b]] = await Promise.all([
    db.select({ n: count() }).from(providers),
    db.select({ n: count() }).from(emailSubscriptions),
    db.select({ n: count() }).from(trendingKeywords),
    db.select({ n: count() }).from(blogPosts),
  ])
  return { providers: p.n, subscriptions: s.n, keywords: k.n, blogPosts: b.n }
})
