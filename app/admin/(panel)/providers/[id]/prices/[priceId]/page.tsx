import type { Metadata } from 'next'
import { FigurePageHeading } from '@/components/admin/figures/figure-page-heading'
import { PriceForm } from '@/components/admin/figures/price-form'
import { requireAdminPage } from '@/lib/admin/page-guard'
import { medicineCatalogue } from '@/lib/content/medications'
import { priceFormValues } from '@/lib/validation/provider-figures'
import { loadFigureEdit } from '../../figure-form'

export const metadata: Metadata = { title: 'Edit a price' }

export default async function EditPricePage(props: PageProps<'/admin/providers/[id]/prices/[priceId]'>) {
  await requireAdminPage()
  const { figure: price, ...edit } = await loadFigureEdit(props, 'priceId', (figures) => figures.prices)
  const catalogue = medicineCatalogue()
  return (
    <>
      <FigurePageHeading {...edit.heading} title={`Edit a price: ${price.brand ?? price.medication}, ${price.dose}`} />
      <PriceForm
        key={edit.key}
        providerId={edit.providerId}
        priceId={price.id}
        version={price.version}
        values={priceFormValues(price, catalogue)}
        catalogue={catalogue}
        sources={edit.sources}
      />
    </>
  )
}
