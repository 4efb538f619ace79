'use client'

import { useRouter } from 'next/navigation'
import { useActionState, useEffect } from 'react'
import { toast } from 'sonner'
import { ADMIN_PATHS } from '@/config/admin'
import { signInAdmin } from '@/lib/actions/admin-session'

/** Pre-fills nothing and shows no credentials. */
export function LoginForm() {
  const [state, action, pending] = useActionState(signInAdmin, null)
  const router = useRouter()

  useEffect(() => {
    if (!state) return
    if (state.ok) {
      toast.success(state.message)
      router.replace(ADMIN_PATHS.home)
      router.refresh()
    } else toast.error(state.error || 'Login failed. Please try again.')
  }, [state, router])

  return (
    <form action={action} className="space-y-4" noValidate>
      <div>
        <label htmlFor="login-email" className="block text-sm font-semibold">
          Email
        </label>
        <input id="login-email" name="email" type="email" autoComplete="username" required className="mt-1 min-h-11 w-full rounded-md border border-gray-300 px-3 py-2" />
      </div>
      <div>
        <label htmlFor="login-password" className="block text-sm font-semibold">
          Password
        </label>
        <input id="login-password" name="password" type="password" autoComplete="current-password" required className="mt-1 min-h-11 w-full rounded-md border border-gray-300 px-3 py-2" />
      </div>
      {state && !state.ok && (
        <p role="status" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800">
          {state.error}
        </p>
      )}
      <button type="submit" disabled={pending} className="min-h-11 w-full rounded-md bg-brand-700 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
        {pending ? 'Signing in...' : 'Sign in'}
      </button>
    </form>
  )
}
