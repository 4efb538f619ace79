import { eq } from 'drizzle-orm'
import { confirmPriceAlertAction, createPriceAlertAction } from '@/lib/actions/price-alerts'
import type { Database } from '@/lib/db/client'
import { mailOutbox } from '@/lib/db/schema'
import { formData } from './admin-session'

/** A visitor's price alert, set up and confirmed from its mail in the outbox (no SMTP in these tests). */
export async function confirmedPriceAlert(
  db: Database,
  alert: { email: string; country: string; product: string; dose: string; kind: string },
) {
  await createPriceAlertAction(null, formData(alert))
  const [confirmation] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, alert.email))
  const token = /\?token=([A-Za-z0-9_-]+)/.exec(confirmation.body)![1]
  const confirmed = await confirmPriceAlertAction(null, formData({ token }))
  if (!confirmed.ok) throw new Error(`The alert for ${alert.email} was not confirmed: ${confirmed.error}`)
}

/** The alert mails an address received in the outbox (not its confirmation). */
export async function alertMailsTo(db: Database, email: string) {
  return (await db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter(
    (mail) => !mail.subject.startsWith('Confirm your '),
  )
}
