'use server'

import { z } from 'zod'
import { adminDeleteAction } from '@/lib/actions/admin-delete'
import { adminAction } from '@/lib/actions/safe-action'
import {
  createIssue,
  deleteIssue,
  getDigestSources,
  getIssueForAdmin,
  lastIssueSentAt,
  retryFailedDeliveries,
  startSendingIssue,
  updateIssue,
} from '@/lib/data/newsletter'
import { countConfirmedSubscribers } from '@/lib/data/subscriptions'
import { buildDigest, digestSince, issueMail } from '@/lib/domain/newsletter'
import { env } from '@/lib/env'
import { getMailer } from '@/lib/integrations/mail'
import { enqueueJob } from '@/lib/jobs/announce'
import { ISSUE_MESSAGES, issueSchema, sendIssueSchema } from '@/lib/validation/newsletter'
import { idSchema } from '@/lib/validation/provider'

const site = () => ({ siteName: env.SITE_NAME, siteUrl: env.SITE_URL })

export const saveIssueAction = adminAction(
  issueSchema,
  { name: 'admin.saveIssue', failureMessage: ISSUE_MESSAGES.saveFailed },
  async ({ id, subject, bodyMarkdown }, { admin, audit }) => {
    if (id) {
      if (!(await updateIssue({ id, subject, bodyMarkdown }))) return { ok: false, error: ISSUE_MESSAGES.notDraft }
      await audit('update', 'newsletter-issue', id, { subject })
      return { ok: true, message: ISSUE_MESSAGES.updated, data: { id } }
    }
    const created = await createIssue({ subject, bodyMarkdown, createdBy: admin.email })
    await audit('create', 'newsletter-issue', created, { subject })
    return { ok: true, message: ISSUE_MESSAGES.created, data: { id: created } }
  },
)

export const deleteIssueAction = adminDeleteAction({
  name: 'admin.deleteIssue',
  entity: 'newsletter-issue',
  remove: deleteIssue,
  messages: ISSUE_MESSAGES,
})

/** Since the last sent issue, or the last 30 days. */
export const generateDigestAction = adminAction(
  z.strictObject({}),
  { name: 'admin.generateDigest', failureMessage: ISSUE_MESSAGES.digestFailed },
  async (_input, { admin, audit }) => {
    const until = new Date()
    const since = digestSince(await lastIssueSentAt(), until)
    const sources = await getDigestSources({ since, until })
    const digest = buildDigest({ ...site(), since, until, ...sources })
    const id = await createIssue({ subject: digest.subject, bodyMarkdown: digest.markdown, createdBy: admin.email })
    await audit('create', 'newsletter-issue', id, {
      digest: true,
      posts: sources.posts.length,
      priceChanges: sources.priceChanges.length,
      news: sources.news.length,
    })
    return { ok: true, message: ISSUE_MESSAGES.digestCreated, data: { id } }
  },
)

export const sendTestIssueAction = adminAction(
  idSchema,
  { name: 'admin.sendTestIssue', failureMessage: ISSUE_MESSAGES.testFailed },
  async ({ id }, { admin, audit }) => {
    const issue = await getIssueForAdmin({ id })
    if (!issue) return { ok: false, error: ISSUE_MESSAGES.testFailed }
    // A token no subscription has: the test's unsubscribe links lead to 'not valid' rather than to anyone's.
    const mail = issueMail({
      ...site(),
      subject: `[Test] ${issue.subject}`,
      markdown: issue.bodyMarkdown,
      unsubscribeToken: 'test-issue-not-a-subscription',
    })
    const { via } = await getMailer().send({ to: admin.email, ...mail })
    await audit('send-test', 'newsletter-issue', id, { to: admin.email, via })
    return { ok: true, message: ISSUE_MESSAGES.testSent(admin.email, via) }
  },
)

/** The recipient count the admin confirmed must still hold; deliveries go out in the background. */
export const sendIssueAction = adminAction(
  sendIssueSchema,
  { name: 'admin.sendIssue', failureMessage: ISSUE_MESSAGES.sendFailed },
  async ({ id, expectedRecipients }, { admin, audit }) => {
    const confirmed = await countConfirmedSubscribers()
    if (confirmed === 0) return { ok: false, error: ISSUE_MESSAGES.noSubscribers }
    if (confirmed !== expectedRecipients) return { ok: false, error: ISSUE_MESSAGES.countChanged(confirmed) }
    const recipients = await startSendingIssue({ id, sentBy: admin.email })
    if (recipients === null) return { ok: false, error: ISSUE_MESSAGES.notDraft }
    await audit('send', 'newsletter-issue', id, { recipients })
    enqueueJob('newsletter')
    return { ok: true, message: ISSUE_MESSAGES.sending(recipients) }
  },
)

export const retryFailedDeliveriesAction = adminAction(
  idSchema,
  { name: 'admin.retryFailedDeliveries', failureMessage: ISSUE_MESSAGES.retryFailed },
  async ({ id }, { audit }) => {
    const queued = await retryFailedDeliveries({ id })
    if (queued === 0) return { ok: true, message: ISSUE_MESSAGES.nothingToRetry }
    await audit('retry', 'newsletter-issue', id, { deliveries: queued })
    enqueueJob('newsletter')
    return { ok: true, message: ISSUE_MESSAGES.retried(queued) }
  },
)
