'use client'

import { useRouter } from 'next/navigation'
import { useTransition } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { generateDigestAction } from '@/lib/admin/actions/newsletter'

/** Generates a digest draft and opens it. */
export function DigestButton() {
  const [pending, startTransition] = useTransition()
  const router = useRouter()
  return (
    <Button
      variant="outline"
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          const result = await generateDigestAction(null, {})
          if (!result.ok) return void toast.error(result.error)
          toast.success(result.message)
          router.push(`/admin/newsletter/${result.data!.id}`)
        })
      }
    >
      {pending ? 'Generating...' : 'Generate digest'}
    </Button>
  )
}
