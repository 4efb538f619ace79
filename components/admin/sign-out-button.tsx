'use client'

import { useRouter } from 'next/navigation'
import { useTransition } from 'react'
import { toast } from 'sonner'
import { signOutAdmin } from '@/lib/actions/admin-session'

export function SignOutButton() {
  const [pending, startTransition] = useTransition()
  const router = useRouter()
  return (
    <button
      type="button"
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
      className="rounded-md border border-gray-300 px-3 py-1.5 text-sm font-semibold hover:bg-gray-100"
    >
      Logout
    </button>
  )
}
