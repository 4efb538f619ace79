import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { z } from 'zod'
import { FactForm } from '@/components/admin/figures/fact-form'
import { FigurePageHeading } from '@/components/admin/figures/figure-page-heading'
import { ButtonLink } from '@/components/ui/button'
import { requireAdminPage } from '@/lib/admin/page-guard'
import { getFiguresForEdit, listSourcesForAdmin } from '@/lib/data/provider-figures'
import { FACT_KINDS, FACT_LABELS } from '@/lib/validation/provider-figures'

export const metadata: Metadata = { title: 'Add a figure' }

export default async function NewFactPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>
  searchParams: Promise<{ kind?: string | string[] }>
}) {
  await requireAdminPage()
  const id = z.uuid().safeParse((await params).id)
  if (!id.success) notFound()
  const kind = z.enum(FACT_KINDS).safeParse((await searchParams).kind)
  const [figures, sources] = await Promise.all([getFiguresForEdit({ providerId: id.data }), listSourcesForAdmin()])
  if (!figures) notFound()
  if (!kind.success) {
    return (
      <>
        <FigurePageHeading provider={figures.provider} title="Add a figure" />
        <ul className="flex flex-wrap gap-2">
          {FACT_KINDS.map((choice) => (
            <li key={choice}>
              <ButtonLink href={`/admin/providers/${id.data}/facts/new?kind=${choice}`} variant="secondary" size="sm">
                {FACT_LABELS[choice]}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </>
    )
  }
  return (
    <>
      <FigurePageHeading provider={figures.provider} title={`Add: ${FACT_LABELS[kind.data].toLowerCase()}`} />
      <FactForm providerId={id.data} kind={kind.data} values={{}} sources={sources} />
    </>
  )
}
