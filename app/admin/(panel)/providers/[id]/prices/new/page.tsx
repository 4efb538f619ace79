import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { z } from 'zod'
import { PriceForm } from '@/components/admin/figures/price-form'
import { requireAdminPage } from '@/lib/admin/page-guard'
import { medicineCatalogue } from '@/lib/content/medications'
import { getFiguresForEdit, listSourcesForAdmin } from '@/lib/data/provider-figures'
import { FigurePageHeading } from '@/components/admin/figures/figure-page-heading'

export const metadata: Metadata = { title: 'Add a price' }

export default async function NewPricePage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage()
  const id = z.uuid().safeParse((await params).id)
  if (!id.success) notFound()
  const [figures, sources] = await Promise.all([getFiguresForEdit({ providerId: id.data }), listSourcesForAdmin()])
  if (!figures) notFound()
  return (
    <>
      <FigurePageHeading provider={figures.provider} title="Add a price" />
      <PriceForm providerId={id.data} values={{ country: 'US' }} catalogue={medicineCatalogue()} sources={sources} />
    </>
  )
}
