import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { SeoOverrideForm } from '@/components/admin/seo-override-form'
import { requireAdminPage } from '@/lib/admin/page-guard'
import { getSeoOverrideForEdit } from '@/lib/data/seo-overrides'
import { uuidOr404 } from '@/lib/http/route-params'

export const metadata: Metadata = { title: 'Edit SEO override' }

export default async function EditSeoOverridePage({ params }: PageProps<'/admin/seo/[id]'>) {
  await requireAdminPage()
  const existing = await getSeoOverrideForEdit({ id: uuidOr404((await params).id) })
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
