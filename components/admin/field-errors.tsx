'use client'

import { createContext, use } from 'react'

/** The refused form's messages per field name, provided by AdminForm to the fields inside it. */
export const FieldErrorsContext = createContext<Record<string, string[]>>({})

/** The field's messages as one sentence, and the props that tie its input to them for screen readers. */
export function useFieldError(name: string, inputId: string) {
  const message = use(FieldErrorsContext)[name]?.join(' ')
  const errorId = `${inputId}-error`
  return { message, errorId, inputProps: message ? { 'aria-invalid': true, 'aria-describedby': errorId } : {} }
}

/** The message shown under a field, next to what it is about. */
export function FieldErrorText({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <p id={id} className="mt-1 text-xs font-medium text-red-700">
      {message}
    </p>
  )
}
