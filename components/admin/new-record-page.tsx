import type { Metadata } from 'next'
import { requireAdminPage } from '@/lib/admin/page-guard'

/**
 * A page that only shows an empty form under its title (a new post, issue or provider); the title names the
 * browser tab too. The page file exports both: `export const metadata = page.metadata`, `export default page.Page`.
 */
export function newRecordPage(title: string, Form: React.ComponentType) {
  const metadata: Metadata = { title }
  async function Page() {
    await requireAdminPage()
    return (
      <>
        <h1 className="mb-6 text-2xl font-bold">{title}</h1>
        <Form />
      </>
    )
  }
  return { metadata, Page }
}
