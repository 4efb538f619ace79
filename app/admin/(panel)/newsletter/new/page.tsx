import { IssueEditor } from '@/components/admin/newsletter/issue-editor'
import { newRecordPage } from '@/components/admin/new-record-page'

const page = newRecordPage('New issue', IssueEditor)

export const metadata = page.metadata
export default page.Page
