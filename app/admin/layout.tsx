import type { Metadata } from 'next'
import { Toaster } from 'sonner'
import { env } from '@/lib/env'

export const metadata: Metadata = {
  title: { default: `Admin | ${env.SITE_NAME}`, template: `%s | Admin | ${env.SITE_NAME}` },
  robots: { index: false, follow: false },
}

export default function AdminRootLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="min-h-screen bg-gray-50">
      {children}
      <Toaster richColors position="top-right" />
    </div>
  )
}
