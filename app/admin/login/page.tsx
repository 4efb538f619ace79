import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { LoginForm } from '@/components/admin/login-form'
import { ADMIN_PATHS } from '@/config/admin'
import { currentAdmin } from '@/lib/admin/guard'
import { env } from '@/lib/env'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Sign in' }

export default async function AdminLoginPage() {
  if (await currentAdmin()) redirect(ADMIN_PATHS.home)
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-sm flex-col justify-center px-4">
      <h1 className="text-2xl font-bold">{env.SITE_NAME} admin</h1>
      <p className="mb-6 mt-1 text-sm text-gray-600">Sign in with your admin account.</p>
      <LoginForm />
    </main>
  )
}
