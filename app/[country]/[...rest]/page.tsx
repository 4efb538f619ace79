import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

/** Any unknown public path: renders the country's 404 inside the site layout, with status 404. */
export default function UnknownPage() {
  notFound()
}
