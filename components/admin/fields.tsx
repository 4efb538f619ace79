'use client'

import { FieldErrorText, useFieldError } from './field-errors'

/** Small labelled inputs for the admin forms (values arrive as defaults); each shows its own error under it. */
const inputClass = 'mt-1 w-full rounded-md border border-gray-300 px-3 py-2 text-sm aria-[invalid=true]:border-red-600'

export function TextField({ name, label, defaultValue, type = 'text', required, hint, step, min, max }: {
  name: string
  label: string
  defaultValue?: string | number | null
  type?: string
  required?: boolean
  hint?: string
  step?: string
  min?: number
  max?: number
}) {
  const id = `field-${name}`
  const error = useFieldError(name, id)
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-gray-800">
        {label}
        {required && <span aria-hidden> *</span>}
      </label>
      <input id={id} name={name} type={type} defaultValue={defaultValue ?? ''} required={required} step={step} min={min} max={max} className={inputClass} {...error.inputProps} />
      <FieldErrorText id={error.errorId} message={error.message} />
      {hint && <p className="mt-1 text-xs text-gray-600">{hint}</p>}
    </div>
  )
}

export function TextArea({ name, label, defaultValue, rows = 3, hint }: { name: string; label: string; defaultValue?: string | null; rows?: number; hint?: string }) {
  const id = `field-${name}`
  const error = useFieldError(name, id)
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-gray-800">
        {label}
      </label>
      <textarea id={id} name={name} rows={rows} defaultValue={defaultValue ?? ''} className={inputClass} {...error.inputProps} />
      <FieldErrorText id={error.errorId} message={error.message} />
      {hint && <p className="mt-1 text-xs text-gray-600">{hint}</p>}
    </div>
  )
}

export function Checkbox({ name, label, defaultChecked, value = 'on' }: { name: string; label: string; defaultChecked?: boolean; value?: string }) {
  const id = `field-${name}-${value}`.replace(/[^A-Za-z0-9_-]/g, '-')
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm">
      <input id={id} type="checkbox" name={name} value={value} defaultChecked={defaultChecked} className="size-4" />
      {label}
    </label>
  )
}
