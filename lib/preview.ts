import 'server-only'
import { cookies, draftMode } from 'next/headers'
import { adminOnly } from '@/lib/admin/guard'
import {
  PREVIEW_TTL_SECONDS,
  type PreviewSubject,
  signPreviewToken,
  verifyPreviewToken,
} from '@/lib/domain/preview-token'
import { signingSecret } from '@/lib/signing-secret'

/** Holds the preview token beside Next's draft-mode cookie, so the session ends when the link expires. */
export const PREVIEW_COOKIE = 'vs-preview'

const nowSeconds = () => Math.floor(Date.now() / 1000)

/** A signed link that opens a draft on its public page for an hour: only an admin can make one. */
export const createPreviewLink = adminOnly(async (subject: PreviewSubject): Promise<string> => {
  const token = signPreviewToken(subject, nowSeconds() + PREVIEW_TTL_SECONDS, await signingSecret())
  return `/api/preview?token=${encodeURIComponent(token)}`
})

export async function verifyPreview(token: string) {
  return verifyPreviewToken(token, await signingSecret(), nowSeconds())
}

/**
 * The draft this request may show, when it is in draft mode with a valid, unexpired token for this kind.
 * Outside draft mode it reads no cookie, so a cached public page stays static.
 */
export async function activePreview(kind: PreviewSubject['kind']): Promise<PreviewSubject | null> {
  if (!(await draftMode()).isEnabled) return null
  const token = (await cookies()).get(PREVIEW_COOKIE)?.value
  const preview = token ? await verifyPreview(token) : null
  return preview?.kind === kind ? preview : null
}
