'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/** While an issue is going out, the page re-reads its progress every few seconds. */
export function LiveProgress({ active, intervalMs = 2000 }: { active: boolean; intervalMs?: number }) {
  const router = useRouter()
  useEffect(() => {
    if (!active) return
    const timer = setInterval(() => router.refresh(), intervalMs)
    return () => clearInterval(timer)
  }, [active, intervalMs, router])
  return null
}
