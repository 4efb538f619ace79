import Link from 'next/link'
import { SignOutButton } from '@/components/admin/sign-out-button'
import { ADMIN_NAV, ADMIN_PATHS } from '@/config/admin'
import { requireAdminPage } from '@/lib/admin/page-guard'
import { env } from '@/lib/env'

export const dynamic = 'force-dynamic'

/**
 * Redirects a signed-out visitor on a full load. Not a security boundary: a client-side navigation renders
 * only the segments that changed, so each page checks the session too (requireAdminPage), and so does every
 * admin read and write in lib/data (adminOnly) and every admin action (adminAction).
 */
export default async function AdminPanelLayout({ children }: { children: React.ReactNode }) {
  const admin = await requireAdminPage()
  return (
    <>
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link href={ADMIN_PATHS.home} className="font-bold text-brand-700">
            {env.SITE_NAME} admin
          </Link>
          <div className="flex items-center gap-3 text-sm">
            <span className="text-gray-600">{admin.email}</span>
            <Link href="/" className="text-brand-700 underline">
              View site
            </Link>
            <SignOutButton />
          </div>
        </div>
        <nav aria-label="Admin" className="mx-auto max-w-6xl overflow-x-auto px-4">
          <ul className="flex gap-1 text-sm">
            {ADMIN_NAV.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="block rounded-t-md px-3 py-2 text-gray-700 hover:bg-gray-100">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        {children}
      </main>
    </>
  )
}
