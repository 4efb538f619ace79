import 'server-only'
import { randomBytes } from 'node:crypto'
import os from 'node:os'
import { classifyDeliveryError, describeDeliveryError } from '@/lib/domain/newsletter'
import { env } from '@/lib/env'
import { getMailer, type Mail, type Mailer } from '@/lib/integrations/mail'

/**
 * What the newsletter sender and the price alert sender share: each delivery row is
 *
 *   claimed (pending -> sending, committed) -> handed to the mailer -> settled
 *
 * so a stop at any point leaves at most one claimed row per sender whose fate is unknown. A claim older than
 * the lease is settled as 'unknown' and never sent again: the mail may have left just before the stop, and
 * "nobody receives it twice" beats "everybody receives it". The lease is far longer than a hand-over can take
 * (SMTP time limits are 10 s a step), so a live sender's claim never expires under it.
 */
export const SENDER_DEFAULTS = {
  batchSize: 50,
  leaseMs: 5 * 60_000,
  /** How long to wait after the server could not take a mail before trying again. */
  retryDelayMs: 60_000,
  /** A row the server turned away temporarily this many times is marked failed. */
  maxAttempts: 5,
} as const

export type SenderOptions = {
  mailer?: Mailer
  batchSize?: number
  leaseMs?: number
  retryDelayMs?: number
  maxAttempts?: number
  workerId?: string
  site?: { siteName: string; siteUrl: string }
}

/** One pass's settings, mailer (its own, closed by `close`, unless the caller gave one), worker name and site. */
export function senderPass(options: SenderOptions) {
  const given = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined))
  const mailer = options.mailer ?? getMailer({ pool: true })
  return {
    settings: { ...SENDER_DEFAULTS, ...given } as typeof SENDER_DEFAULTS,
    mailer,
    workerId: options.workerId ?? `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`,
    site: options.site ?? { siteName: env.SITE_NAME, siteUrl: env.SITE_URL },
    close: () => {
      if (!options.mailer) mailer.close()
    },
  }
}

export type DeliveryStatus = 'sent' | 'failed' | 'unknown' | 'pending'

/**
 * Hands one claimed delivery's mail over. A failure the mail server answered decides the row
 * (classifyDeliveryError): a definite refusal is 'failed', a temporary one or an unreachable server is
 * 'pending' again (until the row's attempts reach the limit), a connection lost without an answer 'unknown'.
 */
export async function handOver(
  mailer: Mailer,
  mail: Mail,
  { attempts, maxAttempts, label }: { attempts: number; maxAttempts: number; label: string },
): Promise<{ status: DeliveryStatus; error: string | null }> {
  try {
    await mailer.deliver(mail)
    return { status: 'sent', error: null }
  } catch (failure) {
    const error = describeDeliveryError(failure)
    const outcome = classifyDeliveryError(failure)
    const status = outcome === 'retry' ? (attempts >= maxAttempts ? 'failed' : 'pending') : outcome
    console.error(`${label} ${status === 'pending' ? 'postponed' : status}: ${error}`)
    return { status, error }
  }
}
