import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { z } from 'zod'
import { FigurePageHeading } from '@/components/admin/figures/figure-page-heading'
import { formKey } from '@/components/admin/form-key'
import { PriceForm } from '@/components/admin/figures/price-form'
import { requireAdminPage } from '@/lib/admin/page-guard'
import { medicineCatalogue } from '@/lib/content/medications'
import { getFiguresForEdit, listSourcesForAdmin } from '@/lib/data/provider-figures'
import { FIGURE_MESSAGES, priceFormValues } from '@/lib/validation/provider-figures'

export const metadata: Metadata = { title: 'Edit a price' }

export default async function EditPricePage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string; priceId: string }>
  searchParams: Promise<{ conflict?: string | string[] }>
}) {
  await requireAdminPage()
  const ids = z.object({ id: z.uuid(), priceId: z.uuid() }).safeParse(await params)
  if (!ids.success) notFound()
  const [figures, sources] = await Promise.all([getFiguresForEdit({ providerId: ids.data.id }), listSourcesForAdmin()])
  const price = figures?.prices.find((candidate) => candidate.id === ids.data.priceId)
  if (!figures || !price) notFound()
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
        providerId={ids.data.id}
        priceId={price.id}
        version={price.version}
        values={priceFormValues(price, catalogue)}
        catalogue={catalogue}
        sources={sources}
      />
    </>
  )
}
