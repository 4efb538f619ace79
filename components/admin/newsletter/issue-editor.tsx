'use client'

import { TextField, useFieldError } from '@/components/ui/form-field'
import { saveIssueAction } from '@/lib/admin/actions/newsletter'
import { AdminForm } from '../admin-form'
import { MarkdownEditor } from '../markdown-editor'

/** Subject and Markdown body with a live preview; saving opens the issue, where the mail as sent is previewed. */
export function IssueEditor({ issue }: { issue?: { id: string; subject: string; bodyMarkdown: string } }) {
  return (
    <AdminForm
      action={saveIssueAction}
      submitLabel={issue ? 'Save draft' : 'Create draft'}
      redirectTo={(data) => (data ? `/admin/newsletter/${data.id}` : '/admin/newsletter')}
      className="space-y-5"
    >
      {issue && <input type="hidden" name="id" value={issue.id} />}
      <TextField id="issue-subject" name="subject" label="Subject *" defaultValue={issue?.subject} />
      <BodyField initial={issue?.bodyMarkdown ?? ''} />
    </AdminForm>
  )
}

/** Inside the form, whose refused fields' messages it reads. */
function BodyField({ initial }: { initial: string }) {
  const error = useFieldError('bodyMarkdown')
  return (
    <MarkdownEditor id="issue-body" name="bodyMarkdown" label="Body (Markdown) *" initial={initial} error={error} />
  )
}
