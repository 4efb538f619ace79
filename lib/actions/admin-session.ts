'use server'

import { isAPIError } from 'better-auth/api'
import { cookies, headers } from 'next/headers'
import { publicAction, type ActionResult } from '@/lib/actions/safe-action'
import { getAuth, SESSION_COOKIE } from '@/lib/auth'
import { isActiveAdmin } from '@/lib/data/users'
import { RATE_LIMITS } from '@/lib/rate-limit'
import { authRequestHeaders } from '@/lib/request-context'
import { ADMIN_MESSAGES, loginSchema, minutesUntil } from '@/lib/validation/admin'

async function dropSessionCookie() {
  const jar = await cookies()
  jar.delete(SESSION_COOKIE)
  jar.delete(`__Secure-${SESSION_COOKIE}`)
}

/** A valid user who is not an admin is signed out again at once. */
export const signInAdmin = publicAction(
  loginSchema,
  {
    name: 'admin.signIn',
    invalidMessage: 'Please enter your email and password.',
    failureMessage: ADMIN_MESSAGES.unexpected,
    rateLimit: RATE_LIMITS.signIn,
    rateLimitMessage: (retryAfterSeconds) => ADMIN_MESSAGES.tooManyAttempts(minutesUntil(retryAfterSeconds)),
  },
  async ({ email, password }) => {
    const auth = await getAuth()
    let result: Awaited<ReturnType<typeof auth.api.signInEmail>>
    try {
      result = await auth.api.signInEmail({ body: { email, password }, headers: await authRequestHeaders() })
    } catch (error) {
      // Not `instanceof`: the auth route's bundle throws its own copy of the class.
      if (!isAPIError(error)) throw error
      return { ok: false, error: error.message || ADMIN_MESSAGES.loginFailed }
    }
    if (!result?.user) return { ok: false, error: ADMIN_MESSAGES.noUser }

    if (!(await isActiveAdmin({ email: result.user.email }))) {
      const context = await auth.$context
      await context.internalAdapter.deleteSession(result.token)
      await dropSessionCookie()
      return { ok: false, error: ADMIN_MESSAGES.notAdmin }
    }
    return { ok: true, message: ADMIN_MESSAGES.loginSuccess }
  },
)

export async function signOutAdmin(): Promise<ActionResult> {
  try {
    const auth = await getAuth()
    await auth.api.signOut({ headers: await headers() })
    await dropSessionCookie()
    return { ok: true, message: ADMIN_MESSAGES.loggedOut }
  } catch (error) {
    console.error('[admin] sign-out failed', error)
    return { ok: false, error: ADMIN_MESSAGES.logoutFailed }
  }
}
