'use client'

import { signOutAdmin } from '@/lib/actions/admin-session'
import { ActionButton } from './action-button'

export function SignOutButton() {
  return (
    <ActionButton
      variant="secondary"
      size="sm"
      action={signOutAdmin}
      onSuccess={(_data, router) => {
        router.replace('/admin/login')
        router.refresh()
      }}
    >
      Logout
    </ActionButton>
  )
}
