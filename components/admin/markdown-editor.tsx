'use client'

import { useDeferredValue, useState } from 'react'
import { FieldError, fieldAria, inputClasses, Label } from '@/components/ui/field'
import { renderPostMarkdown } from '@/lib/domain/post-markdown'

// The preview frame runs no script (empty sandbox); the style only sets a readable measure. The server
// sanitises what is saved.
const PREVIEW_STYLE =
  '<style>body{font:16px/1.6 system-ui,sans-serif;margin:1rem;color:#111}img{max-width:100%;height:auto}</style>'

/**
 * A Markdown textarea beside a live preview of the HTML it renders to. `notes` shows what the caller reads
 * from that HTML (a post's images without alt text) above the field's message.
 */
export function MarkdownEditor({
  id,
  name,
  label,
  initial,
  error,
  notes,
}: {
  id: string
  name: string
  label: string
  initial: string
  error?: string
  notes?: (rendered: string) => React.ReactNode
}) {
  const [markdown, setMarkdown] = useState(initial)
  const rendered = renderPostMarkdown(useDeferredValue(markdown))
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <div className="mt-1 grid gap-4 lg:grid-cols-2">
        <textarea
          id={id}
          name={name}
          rows={20}
          value={markdown}
          onChange={(event) => setMarkdown(event.target.value)}
          className={inputClasses('sm', 'font-mono')}
          {...fieldAria(id, { error })}
        />
        <iframe
          title="Live preview"
          sandbox=""
          srcDoc={PREVIEW_STYLE + rendered}
          className="h-full min-h-96 w-full rounded-md border border-gray-300 bg-white"
        />
      </div>
      {notes?.(rendered)}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}
