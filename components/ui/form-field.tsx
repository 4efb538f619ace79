'use client'

import { createContext, use } from 'react'
import { Field, fieldAria, inputClasses } from './field'
import { SelectOptions } from './select-options'

/** A refused form's messages per field name; a form provides them (AdminForm), the fields inside show their own. */
export const FieldErrorsContext = createContext<Record<string, string[]>>({})

/** The field's messages from the enclosing form, as one sentence. */
export function useFieldError(name: string): string | undefined {
  return use(FieldErrorsContext)[name]?.join(' ')
}

type FieldProps = {
  name: string
  label: React.ReactNode
  /** Defaults to `field-{name}`. */
  id?: string
  hint?: string
  required?: boolean
  size?: 'sm' | 'md'
  /** The wrapper's classes. */
  className?: string
}

type TextFieldProps = FieldProps &
  Omit<React.ComponentProps<'input'>, keyof FieldProps | 'defaultValue'> & { defaultValue?: string | number | null }

/** A labelled input that shows its own refused-field message. Uncontrolled (defaultValue) unless given `value`. */
export function TextField({
  name,
  label,
  id = `field-${name}`,
  hint,
  required,
  size = 'sm',
  className,
  defaultValue,
  ...input
}: TextFieldProps) {
  const error = useFieldError(name)
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <input
        id={id}
        name={name}
        required={required}
        {...(input.value === undefined ? { defaultValue: defaultValue ?? '' } : {})}
        className={inputClasses(size)}
        {...fieldAria(id, { error, hint })}
        {...input}
      />
    </Field>
  )
}

type TextAreaProps = FieldProps &
  Omit<React.ComponentProps<'textarea'>, keyof FieldProps | 'defaultValue'> & { defaultValue?: string | null }

export function TextArea({
  name,
  label,
  id = `field-${name}`,
  hint,
  required,
  size = 'sm',
  className,
  defaultValue,
  rows = 3,
  ...textarea
}: TextAreaProps) {
  const error = useFieldError(name)
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <textarea
        id={id}
        name={name}
        rows={rows}
        required={required}
        {...(textarea.value === undefined ? { defaultValue: defaultValue ?? '' } : {})}
        className={inputClasses(size)}
        {...fieldAria(id, { error, hint })}
        {...textarea}
      />
    </Field>
  )
}

type SelectFieldProps = FieldProps &
  Omit<React.ComponentProps<'select'>, keyof FieldProps | 'defaultValue'> & {
    defaultValue?: string | null
    options: readonly { value: string; label: string }[]
  }

export function SelectField({
  name,
  label,
  id = `field-${name}`,
  hint,
  required,
  size = 'sm',
  className,
  defaultValue,
  options,
  ...select
}: SelectFieldProps) {
  const error = useFieldError(name)
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <select
        id={id}
        name={name}
        required={required}
        defaultValue={defaultValue ?? ''}
        className={inputClasses(size)}
        {...fieldAria(id, { error, hint })}
        {...select}
      >
        <SelectOptions options={options} />
      </select>
    </Field>
  )
}
