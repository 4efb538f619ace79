import type { Metadata } from 'next'
import { FigurePageHeading } from '@/components/admin/figures/figure-page-heading'
import { PriceForm } from '@/components/admin/figures/price-form'
import { requireAdminPage } from '@/lib/admin/page-guard'
import { medicineCatalogue } from '@/lib/content/medications'
import { loadFigureForm } from '../../figure-form'

export const metadata: Metadata = { title: 'Add a price' }

export default async function NewPricePage({ params }: PageProps<'/admin/providers/[id]/prices/new'>) {
  await requireAdminPage()
  const { providerId, figures, sources } = await loadFigureForm((await params).id)
  return (
    <>
      <FigurePageHeading provider={figures.provider} title="Add a price" />
      <PriceForm providerId={providerId} values={{ country: 'US' }} catalogue={medicineCatalogue()} sources={sources} />
    </>
  )
}
