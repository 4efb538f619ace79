import type { Metadata } from 'next'
import { IssueEditor } from '@/components/admin/newsletter/issue-editor'
import { requireAdminPage } from '@/lib/admin/page-guard'

export const metadata: Metadata = { title: 'New issue' }

export default async function NewIssuePage() {
  await requireAdminPage()
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">New issue</h1>
      <IssueEditor />
    </>
  )
}
