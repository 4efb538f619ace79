import type { Metadata } from 'next'
import { ProviderForm } from '@/components/admin/provider-form'
import { requireAdminPage } from '@/lib/admin/page-guard'

export const metadata: Metadata = { title: 'New provider' }

export default async function NewProviderPage() {
  await requireAdminPage()
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">New provider</h1>
      <ProviderForm />
    </>
  )
}
