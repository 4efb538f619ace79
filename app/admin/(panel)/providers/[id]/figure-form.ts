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
 * What the page editing one price or fact reads, from the page's props: loadFigureForm's, the figure `pick` finds by
 * the id in the route's `figureParam` (a malformed id or another provider's figure is the 404 page), and the
 * heading's props: the provider and, when the page was reloaded after another editor saved first, the conflict
 * notice. `key` is the form's (formKey).
 */
export async function loadFigureEdit<Figure extends { id: string; version: number }, Param extends string>(
  page: {
    params: Promise<{ id: string } & Record<Param, string>>
    searchParams: Promise<Record<string, string | string[] | undefined>>
  },
  figureParam: Param,
  pick: (figures: Figures) => readonly Figure[],
) {
  const params = await page.params
  const figureId = uuidOr404(params[figureParam])
  const { providerId, figures, sources } = await loadFigureForm(params.id)
  const figure = pick(figures).find((candidate) => candidate.id === figureId)
  if (!figure) notFound()
  const conflict = Boolean((await page.searchParams).conflict)
  return {
    providerId,
    heading: { provider: figures.provider, conflict: conflict ? FIGURE_MESSAGES.conflict : null },
    sources,
    figure,
    key: formKey(conflict, figure.version),
  }
}
