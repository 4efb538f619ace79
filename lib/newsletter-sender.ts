import 'server-only'
import {
  claimDelivery,
  finishIssueIfDone,
  issuesToSend,
  oldestClaim,
  pendingDeliveryIds,
  settleDelivery,
  settleExpiredClaims,
} from '@/lib/data/newsletter'
import { issueMail } from '@/lib/domain/newsletter'
import { handOver, senderPass, type SenderOptions } from '@/lib/mail-delivery'

// The 'newsletter' job: at most once per delivery (lib/mail-delivery.ts); a restart carries on with pending rows.

export type NewsletterSenderOptions = SenderOptions & {
  onSettled?: (delivery: { email: string; status: string }) => void
}

export type IssueRun = {
  issueId: string
  sent: number
  failed: number
  unknown: number
  skipped: number
  done: boolean
}
export type SenderRun = {
  issues: IssueRun[]
  /** When work remains that can only be done later. */ nextRunAt: Date | null
}

export async function sendQueuedIssues(options: NewsletterSenderOptions = {}): Promise<SenderRun> {
  const { settings, mailer, workerId, site, close } = senderPass(options)
  const run: SenderRun = { issues: [], nextRunAt: null }
  const later = (at: Date) => {
    if (!run.nextRunAt || at < run.nextRunAt) run.nextRunAt = at
  }
  try {
    for (const issue of await issuesToSend()) {
      const report: IssueRun = { issueId: issue.id, sent: 0, failed: 0, unknown: 0, skipped: 0, done: false }
      run.issues.push(report)
      report.unknown += await settleExpiredClaims({ issueId: issue.id, leaseMs: settings.leaseMs })
      let paused = false
      while (!paused) {
        const batch = await pendingDeliveryIds({ issueId: issue.id, limit: settings.batchSize })
        if (batch.length === 0) break
        for (const id of batch) {
          const delivery = await claimDelivery({ id, workerId })
          if (!delivery) continue // another sender took it
          if (!delivery.unsubscribeToken) {
            await settleDelivery({ id, workerId, status: 'skipped', error: 'Unsubscribed or deleted before its turn.' })
            report.skipped++
            continue
          }
          const mail = issueMail({
            ...site,
            subject: issue.subject,
            markdown: issue.bodyMarkdown,
            unsubscribeToken: delivery.unsubscribeToken,
          })
          const { status, error } = await handOver(
            mailer,
            { to: delivery.email, ...mail },
            {
              attempts: delivery.attempts,
              maxAttempts: settings.maxAttempts,
              label: `[newsletter] delivery to ${delivery.email}`,
            },
          )
          await settleDelivery({ id, workerId, status, error })
          options.onSettled?.({ email: delivery.email, status })
          if (status === 'sent') report.sent++
          else if (status === 'failed') report.failed++
          else if (status === 'unknown') report.unknown++
          else {
            // Pause rather than fail everyone.
            paused = true
            later(new Date(Date.now() + settings.retryDelayMs))
            break
          }
        }
      }
      report.done = await finishIssueIfDone({ issueId: issue.id })
      if (!report.done && !paused) {
        // Only claims in flight remain: settle them when their lease ends.
        const claim = await oldestClaim({ issueId: issue.id })
        if (claim) later(new Date(claim.getTime() + settings.leaseMs + 1000))
      }
    }
  } finally {
    close()
  }
  return run
}
