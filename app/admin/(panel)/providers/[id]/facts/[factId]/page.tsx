import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { z } from 'zod'
import { FactForm } from '@/components/admin/figures/fact-form'
import { FigurePageHeading } from '@/components/admin/figures/figure-page-heading'
import { formKey } from '@/components/admin/form-key'
import { requireAdminPage } from '@/lib/admin/page-guard'
import { uuidOr404 } from '@/lib/http/route-params'
import { FACT_KINDS, FACT_LABELS, factFormValues, FIGURE_MESSAGES } from '@/lib/validation/provider-figures'
import { loadFigureForm } from '../../figure-form'

export const metadata: Metadata = { title: 'Edit a figure' }

export default async function EditFactPage({
  params,
  searchParams,
}: PageProps<'/admin/providers/[id]/facts/[factId]'>) {
  await requireAdminPage()
  const { id, factId } = await params
  const figureId = uuidOr404(factId)
  const { providerId, figures, sources } = await loadFigureForm(id)
  const fact = figures.facts.find((candidate) => candidate.id === figureId)
  const kind = z.enum(FACT_KINDS).safeParse(fact?.kind)
  if (!fact || !kind.success) notFound()
  const conflict = Boolean((await searchParams).conflict)
  return (
    <>
      <FigurePageHeading
        provider={figures.provider}
        title={`Edit: ${FACT_LABELS[kind.data].toLowerCase()}`}
        conflict={conflict ? FIGURE_MESSAGES.conflict : null}
      />
      <FactForm
        key={formKey(conflict, fact.version)}
        providerId={providerId}
        kind={kind.data}
        factId={fact.id}
        version={fact.version}
        values={factFormValues(fact)}
        sources={sources}
      />
    </>
  )
}
