import type { Metadata } from 'next'
import { ProviderForm } from '@/components/admin/provider-form'

export const metadata: Metadata = { title: 'New provider' }

export default function NewProviderPage() {
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">New provider</h1>
      <ProviderForm />
    </>
  )
}
