import 'server-only'
import { randomBytes } from 'node:crypto'
import os from 'node:os'
import { classifyDeliveryError, describeDeliveryError } from '@/lib/domain/newsletter'
import { env } from '@/lib/env'
import { getMailer, type Mail, type Mailer } from '@/lib/integrations/mail'

/**
 * Claimed (committed) -> handed to the mailer -> settled: an expired claim becomes 'unknown', never re-sent, as
 * "nobody receives it twice" beats "everybody receives it". The lease far exceeds SMTP's 10 s per step.
 */
export const SENDER_DEFAULTS = {
  batchSize: 50,
  leaseMs: 5 * 60_000,
  retryDelayMs: 60_000,
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

/** A connection lost without an answer is 'unknown': the mail may have left. */
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
