import { ButtonLink } from '@/components/ui/button'
import { ADMIN_PATHS } from '@/config/admin'

export default function AdminNotFound() {
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-bold">Admin page not found</h1>
      <ButtonLink href={ADMIN_PATHS.home} size="lg" className="mt-6 inline-block">
        Back to the dashboard
      </ButtonLink>
    </main>
  )
}
