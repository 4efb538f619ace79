/**
 * The provider submission's rules, free of any library so the browser form and the server share them.
 * Checked in a fixed order, terms, then required fields, then formats, so the first message is the first to fix.
 */
import { isEmailAddress } from './email-address'

export const SUBMISSION_MESSAGES = {
  terms: 'Please agree to the terms and conditions',
  required: 'Please fill in all required fields',
  website: 'Please enter a valid website URL (starting with http:// or https://)',
  email: 'Please enter a valid email address.',
  success: "Provider information submitted successfully! We'll review and contact you soon.",
  failure: 'Failed to submit provider information. Please try again.',
} as const

export type SubmissionField = 'agreedToTerms' | '_form' | 'website' | 'email'

export function isWebsiteUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s]+\.[^\s]+$/i.test(value)) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

export function firstSubmissionError(fields: {
  agreedToTerms: boolean
  name: string
  website: string
  email: string
}): { field: SubmissionField; message: string } | null {
  if (!fields.agreedToTerms) return { field: 'agreedToTerms', message: SUBMISSION_MESSAGES.terms }
  if (!fields.name.trim() || !fields.website.trim() || !fields.email.trim())
    return { field: '_form', message: SUBMISSION_MESSAGES.required }
  if (!isWebsiteUrl(fields.website.trim())) return { field: 'website', message: SUBMISSION_MESSAGES.website }
  if (!isEmailAddress(fields.email.trim())) return { field: 'email', message: SUBMISSION_MESSAGES.email }
  return null
}
