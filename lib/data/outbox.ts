import 'server-only'
import { desc } from 'drizzle-orm'
import { adminOnly } from '@/lib/admin/guard'
import { getDb } from '@/lib/db/client'
import { mailOutbox } from '@/lib/db/schema'

export async function saveToOutbox(mail: { to: string; subject: string; text: string }) {
  await getDb().insert(mailOutbox).values({ to: mail.to, subject: mail.subject, body: mail.text })
}

export const listOutboxForAdmin = adminOnly(async () => getDb().select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(100))
