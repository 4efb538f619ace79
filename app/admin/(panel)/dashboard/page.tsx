import type { Metadata } from 'next'
import Link from 'next/link'
import { ClearCachesButton } from '@/components/admin/clear-caches-button'
import { Card, cardClasses } from '@/components/ui/card'
import { requireAdminPage } from '@/lib/admin/page-guard'
import { getDashboardCountsForAdmin } from '@/lib/data/dashboard'

export const metadata: Metadata = { title: 'Dashboard' }

export default async function AdminDashboard() {
  await requireAdminPage()
  const counts = await getDashboardCountsForAdmin()
  const cards = [
    { label: 'Providers', value: counts.providers, href: '/admin/providers', text: 'Add, edit and remove providers, prices and country availability.' },
    { label: 'Email subscriptions', value: counts.subscriptions, href: '/admin/subscriptions', text: 'Search, remove and export newsletter subscribers.' },
    { label: 'Keywords', value: counts.keywords, href: '/admin/keywords', text: 'Manage the trending keywords table.' },
    { label: 'Blog posts', value: counts.blogPosts, href: '/admin/blog', text: 'Write, publish and unpublish posts.' },
  ]
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">Dashboard</h1>
        <ClearCachesButton />
      </div>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <Card key={card.label} variant="raised" padding="lg">
            <dt className="text-sm text-gray-600">{card.label}</dt>
            <dd className="text-3xl font-bold" data-testid={`count-${card.label.toLowerCase().replace(/\s+/g, '-')}`}>
              {card.value}
            </dd>
          </Card>
        ))}
      </dl>
      <h2 className="mt-10 text-lg font-bold">Manage</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.href}>
            <Link href={card.href} className={cardClasses({ padding: 'lg', className: 'block h-full bg-white hover:border-brand-600' })}>
              <span className="font-semibold">{card.label}</span>
              <span className="mt-1 block text-sm text-gray-600">{card.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  )
}
