import { ProviderForm } from '@/components/admin/provider-form'
import { newRecordPage } from '@/components/admin/new-record-page'

const page = newRecordPage('New provider', ProviderForm)

export const metadata = page.metadata
export default page.Page
