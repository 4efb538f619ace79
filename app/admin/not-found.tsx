import Link from 'next/link'
import { ADMIN_PATHS } from '@/config/admin'

export default function AdminNotFound() {
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-bold">Admin page not found</h1>
      <Link href={ADMIN_PATHS.home} className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
        Back to the dashboard
      </Link>
    </main>
  )
}
