'use server'

import { APIError } from 'better-auth/api'
import { headers } from 'next/headers'
import { z } from 'zod'
import { adminAction } from '@/lib/actions/safe-action'
import { getAuth } from '@/lib/auth'
import { changePasswordSchema } from '@/lib/validation/admin'

/** Changes the signed-in admin's password and ends their other sessions. */
export const changePassword = adminAction(
  changePasswordSchema,
  { name: 'admin.changePassword', failureMessage: 'Failed to change password' },
  async ({ currentPassword, newPassword }, { audit }) => {
    const auth = await getAuth()
    try {
      await auth.api.changePassword({
        body: { currentPassword, newPassword, revokeOtherSessions: true },
        headers: await headers(),
      })
    } catch (error) {
      if (error instanceof APIError)
        return {
          ok: false,
          error: error.message === 'Invalid password' ? 'The current password is not correct.' : error.message,
        }
      throw error
    }
    await audit('change-password', 'account')
    return { ok: true, message: 'Password changed. Your other sessions were signed out.' }
  },
)

/** Revokes every session of the signed-in admin, this one included. */
export const signOutEverywhere = adminAction(
  z.strictObject({}),
  { name: 'admin.signOutEverywhere', failureMessage: 'Error logging out' },
  async (_input, { audit }) => {
    await audit('sign-out-everywhere', 'account')
    const auth = await getAuth()
    await auth.api.revokeSessions({ headers: await headers() })
    return { ok: true, message: 'Signed out on every device.' }
  },
)
