'use client'

import { useEffect, useState } from 'react'
import { Notice } from '@/components/ui/notice'
import type { MovedReason } from '@/lib/domain/country'

const MESSAGES: Record<MovedReason, (country: string) => string> = {
  'us-only': (country) => `City and state pages cover the United States only, so you are on the ${country} home page.`,
  'not-offered': (country) => `That provider does not serve ${country}: these are the providers that do.`,
}

/**
 * Says why the country selector brought the visitor here instead of the same page (`?moved=` from
 * /api/select-country). Read in the browser: the cached page is the same for everyone.
 */
export function MovedNotice({ countryName }: { countryName: string }) {
  const [reason, setReason] = useState<MovedReason | null>(null)
  useEffect(() => {
    const moved = new URLSearchParams(window.location.search).get('moved')
    // Reading the URL once after hydration: the page itself is cached without it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (moved === 'us-only' || moved === 'not-offered') setReason(moved)
  }, [])
  if (!reason) return null
  return (
    <div className="mx-auto max-w-6xl px-4 pt-4">
      <Notice tone="info" role="status">
        {MESSAGES[reason](countryName)}
      </Notice>
    </div>
  )
}
