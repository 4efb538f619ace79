import type { Metadata } from 'next'
import { CityNotFound } from '@/components/cities/city-not-found'

// Served with status 404, for which Next adds the noindex tag.
export const metadata: Metadata = { title: 'City Not Found' }

export default function CityNotFoundPage() {
  return <CityNotFound />
}
