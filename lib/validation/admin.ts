import { z } from 'zod'
import { cleanText } from './clean-input'

export const loginSchema = z.strictObject({
  email: z.string().trim().min(1, 'Please enter your email and password.').max(254).toLowerCase(),
  password: z.string().min(1, 'Please enter your email and password.').max(256),
})

export const changePasswordSchema = z
  .strictObject({
    currentPassword: z.string().min(1, 'Please enter your current password.').max(256),
    newPassword: z.string().min(12, 'The new password must be at least 12 characters.').max(256),
    confirmPassword: z.string().max(256),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The new passwords do not match.',
  })

export const ADMIN_MESSAGES = {
  loginSuccess: 'Login successful!',
  loginFailed: 'Login failed. Please try again.',
  noUser: 'Login failed - no user data returned',
  notAdmin: 'Access denied. Admin privileges required.',
  unexpected: 'Login failed - unexpected error',
  /** A locked account and a sign-in rate limit alike. */
  tooManyAttempts: (minutes: number) => `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  loggedOut: 'Logged out successfully',
  logoutFailed: 'Error logging out',
} as const

/** Whole minutes until a wait of `seconds` is over, at least 1. */
export const minutesUntil = (seconds: number) => Math.max(1, Math.ceil(seconds / 60))

export const ADMIN_QUERY_MAX_LENGTH = 100

/**
 * An admin list's search parameters (pages and the CSV export): `q` is one storable string of at most 100
 * characters; a missing or repeated `?q=` (an array) is ''. The data layer trims it and escapes LIKE wildcards.
 */
export const adminListQuerySchema = z.object({
  q: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (typeof value === 'string' ? cleanText(value.slice(0, ADMIN_QUERY_MAX_LENGTH)) : '')),
})
