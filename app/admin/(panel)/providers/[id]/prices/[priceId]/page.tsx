import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { FigurePageHeading } from '@/components/admin/figures/figure-page-heading'
import { formKey } from '@/components/admin/form-key'
import { PriceForm } from '@/components/admin/figures/price-form'
import { requireAdminPage } from '@/lib/admin/page-guard'
import { medicineCatalogue } from '@/lib/content/medications'
import { uuidOr404 } from '@/lib/http/route-params'
import { FIGURE_MESSAGES, priceFormValues } from '@/lib/validation/provider-figures'
import { loadFigureForm } from '../../figure-form'

export const metadata: Metadata = { title: 'Edit a price' }

export default async function EditPricePage({
  params,
  searchParams,
}: PageProps<'/admin/providers/[id]/prices/[priceId]'>) {
  await requireAdminPage()
  const { id, priceId } = await params
  const figureId = uuidOr404(priceId)
  const { providerId, figures, sources } = await loadFigureForm(id)
  const price = figures.prices.find((candidate) => candidate.id === figureId)
  if (!price) notFound()
  const catalogue = medicineCatalogue()
  const conflict = Boolean((await searchParams).conflict)
  return (
    <>
      <FigurePageHeading
        provider={figures.provider}
        title={`Edit a price: ${price.brand ?? price.medication}, ${price.dose}`}
        conflict={conflict ? FIGURE_MESSAGES.conflict : null}
      />
      <PriceForm
        key={formKey(conflict, price.version)}
        providerId={providerId}
        priceId={price.id}
        version={price.version}
        values={priceFormValues(price, catalogue)}
        catalogue={catalogue}
        sources={sources}
      />
    </>
  )
}
