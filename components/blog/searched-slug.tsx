'use client'

import { usePathname } from 'next/navigation'

/** The slug the visitor asked for (a not-found page receives no params). */
export function SearchedSlug() {
  const slug = decodeURIComponent(usePathname().split('/').filter(Boolean).at(-1) ?? '')
  return <code className="rounded bg-gray-100 px-1.5 py-0.5">{slug}</code>
}
