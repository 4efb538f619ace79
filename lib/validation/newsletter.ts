import { z } from 'zod'
import { emailAddress, withoutNul } from './text'

export const NEWSLETTER_MESSAGES = {
  invalid: 'Please enter a valid email address.',
  failure: 'Subscription failed. Please try again later.',
  /** The one answer to every sign-up, so nobody learns who is on the list: the mail says which. */
  success: 'Check your inbox to confirm your subscription.',
  unsubscribed: 'You have been unsubscribed. You will not receive further emails from us.',
  unknownToken: 'This unsubscribe link is not valid or has already been used.',
  confirmed: 'Your subscription is confirmed. The next issue of the newsletter will reach you.',
  alreadyConfirmed: 'This subscription is already confirmed.',
  unknownConfirmToken:
    'This confirmation link is not valid. It may belong to an address that has unsubscribed since: sign up again to get a new one.',
  confirmFailure: 'The confirmation failed. Please try again later.',
} as const

/** 24 random bytes in base64url (32 characters), with a little room either side. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/

export const subscribeSchema = z.strictObject({
  email: emailAddress(NEWSLETTER_MESSAGES.invalid),
})

export const unsubscribeSchema = z.strictObject({
  token: z.string().trim().regex(TOKEN_PATTERN, NEWSLETTER_MESSAGES.unknownToken),
})

export const confirmSchema = z.strictObject({
  token: z.string().trim().regex(TOKEN_PATTERN, NEWSLETTER_MESSAGES.unknownConfirmToken),
})

export const ISSUE_MESSAGES = {
  subjectRequired: 'Please enter a subject',
  subjectTooLong: 'The subject can have at most 200 characters',
  bodyRequired: 'Please write the issue (Markdown)',
  bodyTooLong: 'The issue can have at most 100,000 characters',
  created: 'Issue saved as a draft',
  updated: 'Issue updated',
  saveFailed: 'Failed to save the issue',
  notDraft: 'This issue is already being sent or was sent: it can no longer be changed',
  deleted: 'Draft deleted',
  deleteFailed: 'Failed to delete the issue',
  digestCreated: 'Digest generated as a draft: check it, then send',
  digestFailed: 'Failed to generate the digest',
  testSent: (to: string, via: string) =>
    `Test sent to ${to}${via === 'outbox' ? ' (in the outbox: SMTP_URL is not set)' : ''}`,
  testFailed: 'Failed to send the test',
  noSubscribers: 'There are no confirmed subscribers to send to',
  countChanged: (n: number) => `The number of confirmed subscribers is now ${n}: check it and confirm again`,
  sending: (n: number) => `Sending to ${n} confirmed subscriber${n === 1 ? '' : 's'}: progress shows below`,
  sendFailed: 'Failed to start sending',
  retried: (n: number) => `${n} failed deliver${n === 1 ? 'y' : 'ies'} queued again`,
  nothingToRetry: 'No failed deliveries to retry',
  retryFailed: 'Failed to queue the failed deliveries again',
  loadFailed: 'Failed to load the newsletter',
} as const

export const issueSchema = withoutNul(
  z.strictObject({
    id: z
      .uuid('Unknown issue')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    subject: z
      .string({ message: ISSUE_MESSAGES.subjectRequired })
      .trim()
      .min(1, ISSUE_MESSAGES.subjectRequired)
      .max(200, ISSUE_MESSAGES.subjectTooLong),
    bodyMarkdown: z
      .string({ message: ISSUE_MESSAGES.bodyRequired })
      .max(100_000, ISSUE_MESSAGES.bodyTooLong)
      .refine((body) => body.trim().length > 0, ISSUE_MESSAGES.bodyRequired),
  }),
)

/** If the confirmed recipient count changed meanwhile, nothing is sent and the admin is asked again. */
export const sendIssueSchema = z.strictObject({
  id: z.uuid('Unknown issue'),
  expectedRecipients: z.coerce
    .number({ message: 'Confirm the number of recipients' })
    .int()
    .min(1, ISSUE_MESSAGES.noSubscribers)
    .max(10_000_000),
})
