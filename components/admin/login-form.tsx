'use client'

import { useRouter } from 'next/navigation'
import { useActionState, useEffect } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Field, inputClasses } from '@/components/ui/field'
import { Notice } from '@/components/ui/notice'
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
      {/* Both required, without the asterisk: the form has nothing optional. */}
      <Field id="login-email" label="Email">
        <input
          id="login-email"
          name="email"
          type="email"
          autoComplete="username"
          required
          className={inputClasses('md')}
        />
      </Field>
      <Field id="login-password" label="Password">
        <input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className={inputClasses('md')}
        />
      </Field>
      {state && !state.ok && (
        <Notice tone="error" role="status">
          {state.error}
        </Notice>
      )}
      <Button type="submit" size="field" disabled={pending} className="w-full">
        {pending ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  )
}
