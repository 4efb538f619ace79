import type { Metadata } from 'next'
import { AdminForm } from '@/components/admin/admin-form'
import { ConfirmActionButton } from '@/components/admin/confirm-action-button'
import { PageHeading } from '@/components/admin/page-heading'
import { cardClasses } from '@/components/ui/card'
import { TextField } from '@/components/ui/form-field'
import { Section } from '@/components/ui/section'
import { changePassword, signOutEverywhere } from '@/lib/admin/actions/account'
import { requireAdminPage } from '@/lib/admin/page-guard'

export const metadata: Metadata = { title: 'Account' }

const panel = cardClasses({ variant: 'raised', className: 'mt-6 max-w-md' })

export default async function AdminAccountPage() {
  await requireAdminPage()
  return (
    <>
      <PageHeading title="Account" />
      <Section heading="Change password" size="semibold" className={panel}>
        <AdminForm action={changePassword} submitLabel="Change password" resetOnSuccess className="mt-3 space-y-3">
          <TextField name="currentPassword" label="Current password" type="password" />
          <TextField name="newPassword" label="New password (12+ characters)" type="password" />
          <TextField name="confirmPassword" label="Repeat the new password" type="password" />
        </AdminForm>
      </Section>
      <Section heading="Sign out everywhere" size="semibold" className={panel}>
        <p className="mt-1 text-sm text-gray-600">Ends every session of this account, including this one.</p>
        <div className="mt-3">
          <ConfirmActionButton
            action={signOutEverywhere}
            input={{}}
            label="Sign out on every device"
            confirm="Sign out on every device?"
          />
        </div>
      </Section>
    </>
  )
}
