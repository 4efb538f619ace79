import 'server-only'
import { desc, eq, ilike } from 'drizzle-orm'
import { adminOnly } from '@/lib/admin/guard'
import { getDb } from '@/lib/db/client'
import { providers, providerSubmissions } from '@/lib/db/schema'
import { slugify } from '@/lib/domain/slug'
import { AppError } from '@/lib/errors'
import { env } from '@/lib/env'
import { getMailer } from '@/lib/integrations/mail'
import { submissionPayload, type ProviderSubmissionInput } from '@/lib/validation/provider-submission'

export async function createProviderSubmission(input: ProviderSubmissionInput, payload: Record<string, unknown>) {
  const [row] = await getDb()
    .insert(providerSubmissions)
    .values({
      providerName: input.name,
      website: input.website,
      contactEmail: input.email.toLowerCase(),
      contactName: input.contactName ?? null,
      phone: input.phone ?? null,
      description: input.description ?? null,
      medications: input.medications,
      excludedStates: input.excludedStates,
      pricing: input.pricing ?? null,
      additionalInfo: input.additionalInfo ?? null,
      payload,
    })
    .returning({ id: providerSubmissions.id })
  return row.id
}

/** A filled honeypot is a bot: nothing is kept, and it is not told (null). */
export async function receiveProviderSubmission(
  input: ProviderSubmissionInput,
  userAgent: string,
): Promise<string | null> {
  if (input.companyFax) return null
  const payload = submissionPayload(input, { timestamp: new Date().toISOString(), userAgent: userAgent.slice(0, 300) })
  const id = await createProviderSubmission(input, payload)
  if (env.SUBMISSIONS_EMAIL) {
    await getMailer().send({
      to: env.SUBMISSIONS_EMAIL,
      subject: `New provider submission: ${input.name}`,
      text: `Submission ${id}\n\n${JSON.stringify(payload, null, 2)}`,
    })
  }
  return id
}

export const listSubmissionsForAdmin = adminOnly(async () =>
  getDb().select().from(providerSubmissions).orderBy(desc(providerSubmissions.createdAt)).limit(200),
)

export const setSubmissionStatus = adminOnly(async ({ id, status }: { id: string; status: 'pending' | 'reviewed' }) => {
  const rows = await getDb()
    .update(providerSubmissions)
    .set({ status, reviewedAt: status === 'reviewed' ? new Date() : null })
    .where(eq(providerSubmissions.id, id))
    .returning({ id: providerSubmissions.id })
  return rows.length > 0
})

export const convertSubmissionToProvider = adminOnly(async ({ id }: { id: string }) => {
  const db = getDb()
  return db.transaction(async (tx) => {
    const [submission] = await tx.select().from(providerSubmissions).where(eq(providerSubmissions.id, id))
    if (!submission) throw new AppError('not_found:submission', 'That submission no longer exists.')
    const base = slugify(submission.providerName) || 'provider'
    const taken = new Set(
      (
        await tx
          .select({ slug: providers.slug })
          .from(providers)
          .where(ilike(providers.slug, `${base}%`))
      ).map((r) => r.slug),
    )
    let slug = base
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
    // A submitter's claims are no dated source: an editor adds each figure with its page.
    const [provider] = await tx
      .insert(providers)
      .values({
        slug,
        name: submission.providerName,
        description: submission.description ?? '',
        websiteUrl: submission.website,
        featured: false,
        isSample: false,
      })
      .returning({ id: providers.id })
    await tx
      .update(providerSubmissions)
      .set({ status: 'converted', reviewedAt: new Date() })
      .where(eq(providerSubmissions.id, id))
    return { providerId: provider.id, slug }
  })
})
