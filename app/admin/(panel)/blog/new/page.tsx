import { BlogEditor } from '@/components/admin/blog-editor'
import { newRecordPage } from '@/components/admin/new-record-page'

const page = newRecordPage('New post', BlogEditor)

export const metadata = page.metadata
export default page.Page
