import 'server-only'
import { notFound } from 'next/navigation'
import { formKey } from '@/components/admin/form-key'
import { getFiguresForEdit, listSourcesForAdmin } from '@/lib/data/provider-figures'
import { uuidOr404 } from '@/lib/http/route-params'
import { FIGURE_MESSAGES } from '@/lib/validation/provider-figures'

/**
 * What the pages with a price or fact form read: the provider's figures and the sources to pick from. A
 * malformed id or a provider that does not exist is the 404 page.
 */
export async function loadFigureForm(id: string) {
  const providerId = uuidOr404(id)
  const [figures, sources] = await Promise.all([getFiguresForEdit({ providerId }), listSourcesForAdmin()])
  if (!figures) notFound()
  return { providerId, figures, sources }
}

type Figures = NonNullable<Awaited<ReturnType<typeof getFiguresForEdit>>>

/**
 * What the page editing one price or fact reads: loadFigureForm's, the figure `pick` finds by its id (a malformed
 * id or another provider's figure is the 404 page), and, when the page was reloaded after another editor saved
 * first, the heading's notice; `key` is the form's (formKey).
 */
export async function loadFigureEdit<Figure extends { id: string; version: number }>(
  params: { id: string; figureId: string },
  searchParams: Promise<Record<string, string | string[] | undefined>>,
  pick: (figures: Figures) => readonly Figure[],
) {
  const figureId = uuidOr404(params.figureId)
  const { providerId, figures, sources } = await loadFigureForm(params.id)
  const figure = pick(figures).find((candidate) => candidate.id === figureId)
  if (!figure) notFound()
  const conflict = Boolean((await searchParams).conflict)
  return {
    providerId,
    provider: figures.provider,
    sources,
    figure,
    notice: conflict ? FIGURE_MESSAGES.conflict : null,
    key: formKey(conflict, figure.version),
  }
}
