import 'server-only'
import { and, eq, gt, isNull, lte, max, notInArray, or, sql } from 'drizzle-orm'
import { getDb } from '@/lib/db/client'
import { communityResults } from '@/lib/db/schema'
import type { CommunityPost } from '@/lib/domain/community'

// Not cached with unstable_cache like other public reads: these rows decide whether Reddit is asked now,
// so a read must see the latest attempt, including another instance's.

/** Visitors can type any query, so the least recently asked go first. */
export const MAX_STORED_SEARCHES = 1000

export type StoredCommunityResult = { posts: CommunityPost[] | null; fetchedAt: Date | null; checkedAt: Date }

export async function getStoredCommunityResult({ key }: { key: string }): Promise<StoredCommunityResult | null> {
  const [row] = await getDb()
    .select({
      posts: communityResults.posts,
      fetchedAt: communityResults.fetchedAt,
      checkedAt: communityResults.checkedAt,
    })
    .from(communityResults)
    .where(eq(communityResults.searchKey, key))
  return row ?? null
}

/** Reddit's rate limit counts the client, not the search, so a 429 on any search holds back every search. */
export async function communityRetryAfter({ now }: { now: Date }): Promise<Date | null> {
  const [row] = await getDb()
    .select({ until: max(communityResults.retryAfter) })
    .from(communityResults)
    .where(gt(communityResults.retryAfter, now))
  return row?.until ?? null
}

/** `checked_at` is the lease, set in one statement, so every instance asks at most once per period. */
export async function claimCommunityFetch({
  key,
  now,
  periodMs,
}: {
  key: string
  now: Date
  periodMs: number
}): Promise<boolean> {
  const db = getDb()
  const claimed = await db
    .insert(communityResults)
    .values({ searchKey: key, checkedAt: now })
    .onConflictDoUpdate({
      target: communityResults.searchKey,
      set: { checkedAt: now },
      setWhere: lte(communityResults.checkedAt, new Date(now.getTime() - periodMs)),
    })
    .returning({ key: communityResults.searchKey })
  if (claimed.length === 0) return false
  // Forget the searches asked least recently beyond the limit, but never a pending Retry-After.
  const recent = db
    .select({ key: communityResults.searchKey })
    .from(communityResults)
    .orderBy(sql`${communityResults.checkedAt} desc`)
    .limit(MAX_STORED_SEARCHES)
  await db
    .delete(communityResults)
    .where(
      and(
        notInArray(communityResults.searchKey, recent),
        or(isNull(communityResults.retryAfter), lte(communityResults.retryAfter, now)),
      ),
    )
  return true
}

export async function saveCommunityResult({
  key,
  posts,
  fetchedAt,
}: {
  key: string
  posts: CommunityPost[]
  fetchedAt: Date
}) {
  await getDb()
    .insert(communityResults)
    .values({ searchKey: key, posts, fetchedAt, checkedAt: fetchedAt })
    .onConflictDoUpdate({ target: communityResults.searchKey, set: { posts, fetchedAt, retryAfter: null } })
}

export async function deferCommunitySearches({ key, until }: { key: string; until: Date }) {
  await getDb().update(communityResults).set({ retryAfter: until }).where(eq(communityResults.searchKey, key))
}
