import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

// Served with status 404, for which Next adds the noindex tag.
export const metadata: Metadata = { title: 'Page not found' }

/** Any unknown public path: renders the country's 404 inside the site layout, with status 404. */
export default function UnknownPage() {
  notFound()
}
