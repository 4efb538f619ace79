import 'server-only'
import nodemailer from 'nodemailer'
import { env } from '@/lib/env'
import { saveToOutbox } from '@/lib/data/outbox'
import { UPSTREAM_TIMEOUT_MS } from './http'

export type Mail = { to: string; subject: string; text: string }

export interface Mailer {
  send(mail: Mail): Promise<{ via: 'smtp' | 'outbox' }>
}

/** Sends over SMTP (SMTP_URL); a failed send is kept in the outbox so nothing is lost. */
export class SmtpMailer implements Mailer {
  private transport

  constructor(smtpUrl: string) {
    // Timeouts as query parameters of the connection URL, the form nodemailer reads alongside a URL.
    const url = new URL(smtpUrl)
    for (const key of ['connectionTimeout', 'greetingTimeout', 'socketTimeout']) {
      if (!url.searchParams.has(key)) url.searchParams.set(key, String(UPSTREAM_TIMEOUT_MS.smtp))
    }
    this.transport = nodemailer.createTransport(url.toString())
  }

  async send(mail: Mail) {
    try {
      await this.transport.sendMail({ from: env.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text })
      return { via: 'smtp' as const }
    } catch (error) {
      console.error('[mail] SMTP send failed; kept in the outbox', error)
      await saveToOutbox(mail)
      return { via: 'outbox' as const }
    }
  }
}

/** The offline default: mail is written to the outbox table, which the admin can read. */
export class OutboxMailer implements Mailer {
  async send(mail: Mail) {
    await saveToOutbox(mail)
    return { via: 'outbox' as const }
  }
}

export function getMailer(): Mailer {
  return env.SMTP_URL ? new SmtpMailer(env.SMTP_URL) : new OutboxMailer()
}
