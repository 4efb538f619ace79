import 'server-only'
import { asc, desc, eq, ilike } from 'drizzle-orm'
import { getDb } from '@/lib/db/client'
import { auditLog, emailSubscriptions, mailOutbox, providerSubmissions, providers, siteContent, trendingKeywords } from '@/lib/db/schema'
import { slugify } from '@/lib/domain/slug'
import { AppError } from '@/lib/errors'
import { cleanText } from '@/lib/validation/clean-input'

/** An ILIKE pattern for an admin search box: wildcards escaped, and text Postgres cannot hold (U+0000, lone surrogates) cleaned. */
const like = (q: string | undefined) => {
  const term = q === undefined ? '' : cleanText(q).trim()
  return term ? `%${term.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null
}

// --- Keywords ---------------------------------------------------------------------------------------------

export async function listKeywordsForAdmin({ q }: { q?: string }) {
  const term = like(q)
  return getDb()
    .select()
    .from(trendingKeywords)
    .where(term ? ilike(trendingKeywords.keyword, term) : undefined)
    .orderBy(desc(trendingKeywords.createdAt))
}

export async function saveKeyword(input: { id?: string; keyword: string; searchVolume: number; trendScore: number }) {
  const values = { keyword: input.keyword, searchVolume: input.searchVolume, trendScore: input.trendScore, lastUpdated: new Date(), isSample: false }
  const db = getDb()
  if (input.id) {
    const rows = await db.update(trendingKeywords).set(values).where(eq(trendingKeywords.id, input.id)).returning({ id: trendingKeywords.id })
    if (!rows.length) throw new AppError('not_found:keyword', 'That keyword no longer exists.')
    return { id: input.id, created: false }
  }
  const [row] = await db.insert(trendingKeywords).values(values).returning({ id: trendingKeywords.id })
  return { id: row.id, created: true }
}

export async function deleteKeyword({ id }: { id: string }) {
  return (await getDb().delete(trendingKeywords).where(eq(trendingKeywords.id, id)).returning({ id: trendingKeywords.id })).length > 0
}

// --- Subscriptions ----------------------------------------------------------------------------------------

export async function listSubscriptionsForAdmin({ q }: { q?: string }) {
  const term = like(q)
  return getDb()
    .select()
    .from(emailSubscriptions)
    .where(term ? ilike(emailSubscriptions.email, term) : undefined)
    .orderBy(desc(emailSubscriptions.subscribedAt))
}

export async function deleteSubscription({ id }: { id: string }) {
  return (await getDb().delete(emailSubscriptions).where(eq(emailSubscriptions.id, id)).returning({ id: emailSubscriptions.id })).length > 0
}

// --- Site content -----------------------------------------------------------------------------------------

export async function listSiteContent() {
  return getDb().select().from(siteContent).orderBy(asc(siteContent.key))
}

export async function saveSiteContent(input: { key: string; content: string; isActive: boolean }) {
  await getDb()
    .insert(siteContent)
    .values(input)
    .onConflictDoUpdate({ target: siteContent.key, set: { content: input.content, isActive: input.isActive } })
}

// --- Submissions ------------------------------------------------------------------------------------------

export async function listSubmissions() {
  return getDb().select().from(providerSubmissions).orderBy(desc(providerSubmissions.createdAt)).limit(200)
}

export async function setSubmissionStatus({ id, status }: { id: string; status: 'pending' | 'reviewed' }) {
  const rows = await getDb()
    .update(providerSubmissions)
    .set({ status, reviewedAt: status === 'reviewed' ? new Date() : null })
    .where(eq(providerSubmissions.id, id))
    .returning({ id: providerSubmissions.id })
  return rows.length > 0
}

/** Turns a submission into an unfeatured draft provider (sample: false) for an editor to complete. */
export async function convertSubmissionToProvider({ id }: { id: string }) {
  const db = getDb()
  return db.transaction(async (tx) => {
    const [submission] = await tx.select().from(providerSubmissions).where(eq(providerSubmissions.id, id))
    if (!submission) throw new AppError('not_found:submission', 'That submission no longer exists.')
    const base = slugify(submission.providerName) || 'provider'
    const taken = new Set((await tx.select({ slug: providers.slug }).from(providers).where(ilike(providers.slug, `${base}%`))).map((r) => r.slug))
    let slug = base
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
    const states = String((submission.payload as { providerData?: { states?: string } }).providerData?.states ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
    const [provider] = await tx
      .insert(providers)
      .values({
        slug,
        name: submission.providerName,
        description: submission.description ?? '',
        websiteUrl: submission.website,
        states: states.length === 50 ? ['All States'] : states,
        medications: submission.medications.filter((m) => m === 'Semaglutide' || m === 'Tirzepatide'),
        featured: false,
        isSample: false,
      })
      .returning({ id: providers.id })
    await tx.update(providerSubmissions).set({ status: 'converted', reviewedAt: new Date() }).where(eq(providerSubmissions.id, id))
    return { providerId: provider.id, slug }
  })
}

// --- Outbox and audit log ---------------------------------------------------------------------------------

export async function listOutboxForAdmin() {
  return getDb().select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(100)
}

export async function listAuditLog() {
  return getDb().select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(200)
}
