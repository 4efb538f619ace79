import 'server-only'
import { getDb } from '@/lib/db/client'
import { providerSubmissions } from '@/lib/db/schema'
import type { ProviderSubmissionInput } from '@/lib/validation/provider-submission'

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
