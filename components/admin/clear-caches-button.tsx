'use client'

import { useTransition } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { clearAllCaches } from '@/lib/admin/actions/cache'

const RELOAD_DELAY_MS = 1000

export function ClearCachesButton() {
  const [pending, startTransition] = useTransition()
  return (
    <Button
      variant="caution"
      disabled={pending}
      onClick={() => {
        if (!window.confirm('Are you sure you want to clear all caches? This will reload the page.')) return
        const notice = toast.loading('Clearing all caches...')
        startTransition(async () => {
          const result = await clearAllCaches(null, {})
          if (result.ok) {
            toast.success(result.message, { id: notice })
            setTimeout(() => window.location.reload(), RELOAD_DELAY_MS)
          } else {
            toast.error('Failed to clear caches', {
              id: notice,
              description: 'You can also clear your browser’s cache with Ctrl+Shift+Delete.',
            })
          }
        })
      }}
    >
      Clear All Caches
    </Button>
  )
}
