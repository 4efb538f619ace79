import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { z } from 'zod'
import { SeoOverrideForm } from '@/components/admin/seo-override-form'
import { requireAdminPage } from '@/lib/admin/page-guard'
import { getSeoOverrideForEdit } from '@/lib/data/seo-overrides'

export const metadata: Metadata = { title: 'Edit SEO override' }

export default async function EditSeoOverridePage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage()
  const id = z.uuid().safeParse((await params).id)
  if (!id.success) notFound()
  const existing = await getSeoOverrideForEdit({ id: id.data })
  if (!existing) notFound()
  return (
    <>
      <p className="text-sm">
        <Link href="/admin/seo" className="underline">
          Back to the SEO overrides
        </Link>
      </p>
      <h1 className="mb-6 mt-2 text-2xl font-bold">Edit the override of {existing.path}</h1>
      <SeoOverrideForm existing={existing} />
    </>
  )
}
