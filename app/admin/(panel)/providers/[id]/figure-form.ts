import 'server-only'
import { notFound } from 'next/navigation'
import { getFiguresForEdit, listSourcesForAdmin } from '@/lib/data/provider-figures'
import { uuidOr404 } from '@/lib/http/route-params'

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
