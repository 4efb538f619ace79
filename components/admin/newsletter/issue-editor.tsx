'use client'

import { useDeferredValue, useState } from 'react'
import { FieldError, fieldAria, inputClasses, Label } from '@/components/ui/field'
import { TextField, useFieldError } from '@/components/ui/form-field'
import { saveIssueAction } from '@/lib/admin/actions/newsletter'
import { renderPostMarkdown } from '@/lib/domain/post-markdown'
import { AdminForm } from '../admin-form'

// The preview frame runs no script (empty sandbox); the mail itself is sanitised on the server (issue page).
const PREVIEW_STYLE =
  '<style>body{font:16px/1.6 system-ui,sans-serif;margin:1rem;color:#111}img{max-width:100%;height:auto}</style>'

/** Subject and Markdown body with a live preview; saving opens the issue, where the mail as sent is previewed. */
export function IssueEditor({ issue }: { issue?: { id: string; subject: string; bodyMarkdown: string } }) {
  const [body, setBody] = useState(issue?.bodyMarkdown ?? '')
  const rendered = renderPostMarkdown(useDeferredValue(body))
  const error = useFieldError('bodyMarkdown')
  return (
    <AdminForm
      action={saveIssueAction}
      submitLabel={issue ? 'Save draft' : 'Create draft'}
      redirectTo={(data) => (data ? `/admin/newsletter/${data.id}` : '/admin/newsletter')}
      className="space-y-5"
    >
      {issue && <input type="hidden" name="id" value={issue.id} />}
      <TextField id="issue-subject" name="subject" label="Subject *" defaultValue={issue?.subject} />
      <div>
        <Label htmlFor="issue-body">Body (Markdown) *</Label>
        <div className="mt-1 grid gap-4 lg:grid-cols-2">
          <textarea
            id="issue-body"
            name="bodyMarkdown"
            rows={20}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            className={inputClasses('sm', 'font-mono')}
            {...fieldAria('issue-body', { error })}
          />
          <iframe
            title="Live preview"
            sandbox=""
            srcDoc={PREVIEW_STYLE + rendered}
            className="h-full min-h-96 w-full rounded-md border border-gray-300 bg-white"
          />
        </div>
        <FieldError id="issue-body-error" message={error} />
      </div>
    </AdminForm>
  )
}
