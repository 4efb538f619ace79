import 'server-only'
import { desc } from 'drizzle-orm'
import { getDb } from '@/lib/db/client'
import { mailOutbox } from '@/lib/db/schema'

export async function saveToOutbox(mail: { to: string; subject: string; text: string }) {
  await getDb().insert(mailOutbox).values({ to: mail.to, subject: mail.subject, body: mail.text })
}

export async function listOutbox({ limit = 100 }: { limit?: number } = {}) {
  return getDb().select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit)
}
