import type { Metadata } from 'next'
import { z } from 'zod'
import { FactForm } from '@/components/admin/figures/fact-form'
import { FigurePageHeading } from '@/components/admin/figures/figure-page-heading'
import { ButtonLink } from '@/components/ui/button'
import { requireAdminPage } from '@/lib/admin/page-guard'
import { FACT_KINDS, FACT_LABELS } from '@/lib/validation/provider-figures'
import { loadFigureForm } from '../../figure-form'

export const metadata: Metadata = { title: 'Add a figure' }

export default async function NewFactPage({ params, searchParams }: PageProps<'/admin/providers/[id]/facts/new'>) {
  await requireAdminPage()
  const { providerId, figures, sources } = await loadFigureForm((await params).id)
  const kind = z.enum(FACT_KINDS).safeParse((await searchParams).kind)
  if (!kind.success) {
    return (
      <>
        <FigurePageHeading provider={figures.provider} title="Add a figure" />
        <ul className="flex flex-wrap gap-2">
          {FACT_KINDS.map((choice) => (
            <li key={choice}>
              <ButtonLink
                href={`/admin/providers/${providerId}/facts/new?kind=${choice}`}
                variant="secondary"
                size="sm"
              >
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
      <FactForm providerId={providerId} kind={kind.data} values={{}} sources={sources} />
    </>
  )
}
