import 'server-only'
import nodemailer from 'nodemailer'
import { env } from '@/lib/env'
import { saveToOutbox } from '@/lib/data/outbox'
import { UPSTREAM_TIMEOUT_MS } from './http'

export type Mail = { to: string; subject: string; text: string; html?: string; headers?: Record<string, string> }

export interface Mailer {
  /** Falls back to the outbox when SMTP fails: for one-off mail that must not be lost. */
  send(mail: Mail): Promise<{ via: 'smtp' | 'outbox' }>
  /** No fallback: throws the transport's error as is, since the senders record each delivery's outcome. */
  deliver(mail: Mail): Promise<{ via: 'smtp' | 'outbox' }>
  close(): void
}

export class SmtpMailer implements Mailer {
  private transport

  constructor(smtpUrl: string, { pool = false }: { pool?: boolean } = {}) {
    // nodemailer reads timeouts from the connection URL's query alongside a URL.
    const url = new URL(smtpUrl)
    for (const key of ['connectionTimeout', 'greetingTimeout', 'socketTimeout']) {
      if (!url.searchParams.has(key)) url.searchParams.set(key, String(UPSTREAM_TIMEOUT_MS.smtp))
    }
    if (pool) url.searchParams.set('pool', 'true')
    this.transport = nodemailer.createTransport(url.toString())
  }

  async deliver(mail: Mail) {
    await this.transport.sendMail({
      from: env.MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
    })
    return { via: 'smtp' as const }
  }

  async send(mail: Mail) {
    try {
      return await this.deliver(mail)
    } catch (error) {
      console.error('[mail] SMTP send failed; kept in the outbox', error)
      await saveToOutbox(mail)
      return { via: 'outbox' as const }
    }
  }

  close() {
    this.transport.close()
  }
}

export class OutboxMailer implements Mailer {
  async send(mail: Mail) {
    await saveToOutbox(mail)
    return { via: 'outbox' as const }
  }

  deliver(mail: Mail) {
    return this.send(mail)
  }

  close() {}
}

export function getMailer({ pool = false }: { pool?: boolean } = {}): Mailer {
  return env.SMTP_URL ? new SmtpMailer(env.SMTP_URL, { pool }) : new OutboxMailer()
}
