import { ButtonLink } from '@/components/ui/button'
import { LogMissingPath } from './log-missing-path'

/** The 404 screen: '404', 'Oops! Page not found' and a way home. */
export function NotFoundView({ homeHref = '/' }: { homeHref?: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <LogMissingPath />
      <p className="text-7xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-bold">Oops! Page not found</h1>
      <p className="mt-2 text-gray-600">The page you are looking for does not exist or has moved.</p>
      <ButtonLink href={homeHref} size="lg" className="mt-8">
        Return to Home
      </ButtonLink>
    </section>
  )
}
