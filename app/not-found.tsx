import type { Metadata } from 'next'
import { NotFoundView } from '@/components/site/not-found-view'

// Served with status 404, for which Next adds the noindex tag.
export const metadata: Metadata = { title: 'Page not found' }

export default function NotFound() {
  return (
    <main id="main" className="flex-1">
      <NotFoundView />
    </main>
  )
}
