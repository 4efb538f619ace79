import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { z } from 'zod'
import { FactForm } from '@/components/admin/figures/fact-form'
import { FigurePageHeading } from '@/components/admin/figures/figure-page-heading'
import { formKey } from '@/components/admin/form-key'
import { requireAdminPage } from '@/lib/admin/page-guard'
import { getFiguresForEdit, listSourcesForAdmin } from '@/lib/data/provider-figures'
import { FACT_KINDS, FACT_LABELS, factFormValues, FIGURE_MESSAGES } from '@/lib/validation/provider-figures'

export const metadata: Metadata = { title: 'Edit a figure' }

export default async function EditFactPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string; factId: string }>
  searchParams: Promise<{ conflict?: string | string[] }>
}) {
  await requireAdminPage()
  const ids = z.object({ id: z.uuid(), factId: z.uuid() }).safeParse(await params)
  if (!ids.success) notFound()
  const [figures, sources] = await Promise.all([getFiguresForEdit({ providerId: ids.data.id }), listSourcesForAdmin()])
  const fact = figures?.facts.find((candidate) => candidate.id === ids.data.factId)
  const kind = z.enum(FACT_KINDS).safeParse(fact?.kind)
  if (!figures || !fact || !kind.success) notFound()
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
        providerId={ids.data.id}
        kind={kind.data}
        factId={fact.id}
        version={fact.version}
        values={factFormValues(fact)}
        sources={sources}
      />
    </>
  )
}
