import 'server-only'
import { adminOnly } from '@/lib/admin/guard'
import { getDb } from '@/lib/db/client'
import { searchNewestFirst } from '@/lib/db/like'
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
export const listOutboxForAdmin = adminOnly(async ({ q }: { q?: string } = {}) =>
  searchNewestFirst(mailOutbox, { column: mailOutbox.to, q, newest: mailOutbox.createdAt, limit: 100 }),
)
