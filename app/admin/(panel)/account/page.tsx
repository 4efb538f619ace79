import type { Metadata } from 'next'
import { AdminForm } from '@/components/admin/admin-form'
import { ConfirmActionButton } from '@/components/admin/confirm-action-button'
import { TextField } from '@/components/admin/fields'
import { changePassword, signOutEverywhere } from '@/lib/admin/actions/account'
import { requireAdminPage } from '@/lib/admin/page-guard'

export const metadata: Metadata = { title: 'Account' }

export default async function AdminAccountPage() {
  await requireAdminPage()
  return (
    <>
      <h1 className="text-2xl font-bold">Account</h1>
      <section className="mt-6 max-w-md rounded-xl bg-white p-4 shadow-sm">
        <h2 className="font-semibold">Change password</h2>
        <AdminForm action={changePassword} submitLabel="Change password" resetOnSuccess className="mt-3 space-y-3">
          <TextField name="currentPassword" label="Current password" type="password" />
          <TextField name="newPassword" label="New password (12+ characters)" type="password" />
          <TextField name="confirmPassword" label="Repeat the new password" type="password" />
        </AdminForm>
      </section>
      <section className="mt-6 max-w-md rounded-xl bg-white p-4 shadow-sm">
        <h2 className="font-semibold">Sign out everywhere</h2>
        <p className="mt-1 text-sm text-gray-600">Ends every session of this account, including this one.</p>
        <div className="mt-3">
          <ConfirmActionButton action={signOutEverywhere} input={{}} label="Sign out on every device" confirm="Sign out on every device?" />
        </div>
      </section>
    </>
  )
}
