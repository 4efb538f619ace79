import 'server-only'
import { desc, ilike } from 'drizzle-orm'
import { adminOnly } from '@/lib/admin/guard'
import { getDb } from '@/lib/db/client'
import { containsPattern } from '@/lib/db/like'
import { mailOutbox } from '@/lib/db/schema'

export async function saveToOutbox(mail: {
  to: string
  subject: string
  text: string
  html?: string
  headers?: Record<string, string>
}) {
  await getDb()
    .insert(mailOutbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      body: mail.text,
      html: mail.html ?? null,
      headers: mail.headers && Object.keys(mail.headers).length ? mail.headers : null,
    })
}

/** The latest 100 mails, or those to addresses containing `q`. */
export const listOutboxForAdmin = adminOnly(async ({ q }: { q?: string } = {}) => {
  const term = containsPattern(q)
  return getDb()
    .select()
    .from(mailOutbox)
    .where(term ? ilike(mailOutbox.to, term) : undefined)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(100)
})
