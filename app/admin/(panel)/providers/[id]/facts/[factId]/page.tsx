import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { z } from 'zod'
import { FactForm } from '@/components/admin/figures/fact-form'
import { FigurePageHeading } from '@/components/admin/figures/figure-page-heading'
import { requireAdminPage } from '@/lib/admin/page-guard'
import { FACT_KINDS, FACT_LABELS, factFormValues } from '@/lib/validation/provider-figures'
import { loadFigureEdit } from '../../figure-form'

export const metadata: Metadata = { title: 'Edit a figure' }

export default async function EditFactPage(props: PageProps<'/admin/providers/[id]/facts/[factId]'>) {
  await requireAdminPage()
  const { figure: fact, ...edit } = await loadFigureEdit(props, 'factId', (figures) => figures.facts)
  const kind = z.enum(FACT_KINDS).safeParse(fact.kind)
  if (!kind.success) notFound()
  return (
    <>
      <FigurePageHeading {...edit.heading} title={`Edit: ${FACT_LABELS[kind.data].toLowerCase()}`} />
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
