import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { z } from 'zod'
import { FactForm } from '@/components/admin/figures/fact-form'
import { FigurePageHeading } from '@/components/admin/figures/figure-page-heading'
import { requireAdminPage } from '@/lib/admin/page-guard'
import { FACT_KINDS, FACT_LABELS, factFormValues } from '@/lib/validation/provider-figures'
import { loadFigureEdit } from '../../figure-form'

export const metadata: Metadata = { title: 'Edit a figure' }

export default async function EditFactPage({
  params,
  searchParams,
}: PageProps<'/admin/providers/[id]/facts/[factId]'>) {
  await requireAdminPage()
  const { id, factId } = await params
  const { figure: fact, ...edit } = await loadFigureEdit(
    { id, figureId: factId },
    searchParams,
    (figures) => figures.facts,
  )
  const kind = z.enum(FACT_KINDS).safeParse(fact.kind)
  if (!kind.success) notFound()
  return (
    <>
      <FigurePageHeading
        provider={edit.provider}
        title={`Edit: ${FACT_LABELS[kind.data].toLowerCase()}`}
        conflict={edit.notice}
      />
      <FactForm
        key={edit.key}
        providerId={edit.providerId}
        kind={kind.data}
        factId={fact.id}
        version={fact.version}
        values={factFormValues(fact)}
        sources={edit.sources}
      />
    </>
  )
}
