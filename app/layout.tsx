import type { Metadata, Viewport } from 'next'
import { env } from '@/lib/env'
import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(env.SITE_URL),
  title: { default: `${env.SITE_NAME}: Compare Online GLP-1 Weight Loss Providers`, template: `%s | ${env.SITE_NAME}` },
  description:
    'Independent comparison of online semaglutide and tirzepatide providers: prices per dose, states served and the Vial Score.',
  applicationName: env.SITE_NAME,
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#065f46' }

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col">{children}</body>
    </html>
  )
}
