import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { z } from 'zod'
import { ProviderForm } from '@/components/admin/provider-form'
import { requireAdminPage } from '@/lib/admin/page-guard'
import { getProviderForEdit } from '@/lib/data/providers'

export const metadata: Metadata = { title: 'Edit provider' }

export default async function EditProviderPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage()
  const id = z.uuid().safeParse((await params).id)
  if (!id.success) notFound()
  const existing = await getProviderForEdit({ id: id.data })
  if (!existing) notFound()
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">Edit {existing.provider.name}</h1>
      <ProviderForm existing={existing} />
    </>
  )
}
