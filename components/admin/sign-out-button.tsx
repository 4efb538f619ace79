'use client'

import { useRouter } from 'next/navigation'
import { useTransition } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { signOutAdmin } from '@/lib/actions/admin-session'

export function SignOutButton() {
  const [pending, startTransition] = useTransition()
  const router = useRouter()
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          const result = await signOutAdmin()
          if (result.ok) {
            toast.success(result.message)
            router.replace('/admin/login')
            router.refresh()
          } else toast.error(result.message)
        })
      }
    >
      Logout
    </Button>
  )
}
