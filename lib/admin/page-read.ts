import 'server-only'
import { adminListQuerySchema } from '@/lib/validation/admin'
import { loadForAdminPage, type AdminLoad } from './load'
import { requireAdminPage } from './page-guard'

/**
 * An admin page's read: first the session check every admin page makes itself (requireAdminPage: a layout's
 * check does not cover the page below it), then the read, whose failure the page shows as its own sentence.
 * The read's data-layer function checks the session as well.
 */
export async function readAdminPage<T>(context: string, read: () => Promise<T>): Promise<AdminLoad<T>> {
  await requireAdminPage()
  return loadForAdminPage(context, read)
}

/** A searchable admin list's read, as readAdminPage: the `?q=` as the admin lists read it, and what matches it. */
export async function searchAdminList<T>(
  context: string,
  searchParams: Promise<{ q?: string | string[] }>,
  list: (query: { q: string }) => Promise<T>,
): Promise<{ q: string; rows: AdminLoad<T> }> {
  await requireAdminPage()
  const { q } = adminListQuerySchema.parse(await searchParams)
  return { q, rows: await loadForAdminPage(context, () => list({ q })) }
}
