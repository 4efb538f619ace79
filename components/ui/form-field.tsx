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

/**
 * What every bound field shares: the wrapper's props, with this name's messages from the enclosing form, and
 * the control's id, name, classes and aria attributes. `own` is the rest, for the control element itself.
 */
function useBoundField<Own>({
  name,
  label,
  id = `field-${name}`,
  hint,
  required,
  size = 'sm',
  className,
  ...own
}: FieldProps & Own) {
  const error = useFieldError(name)
  return {
    field: { id, label, required, hint, error, className },
    control: { id, name, required, className: inputClasses(size), ...fieldAria(id, { error, hint }) },
    own,
  }
}

/** Uncontrolled (defaultValue) unless the caller controls the value. */
const initialValue = (value: unknown, defaultValue: string | number | null | undefined) =>
  value === undefined ? { defaultValue: defaultValue ?? '' } : {}

type TextFieldProps = FieldProps &
  Omit<React.ComponentProps<'input'>, keyof FieldProps | 'defaultValue'> & { defaultValue?: string | number | null }

/** A labelled input that shows its own refused-field message. Uncontrolled (defaultValue) unless given `value`. */
export function TextField({ defaultValue, ...props }: TextFieldProps) {
  const { field, control, own } = useBoundField(props)
  return (
    <Field {...field}>
      <input {...control} {...initialValue(own.value, defaultValue)} {...own} />
    </Field>
  )
}

type TextAreaProps = FieldProps &
  Omit<React.ComponentProps<'textarea'>, keyof FieldProps | 'defaultValue'> & { defaultValue?: string | null }

export function TextArea({ defaultValue, rows = 3, ...props }: TextAreaProps) {
  const { field, control, own } = useBoundField(props)
  return (
    <Field {...field}>
      <textarea {...control} rows={rows} {...initialValue(own.value, defaultValue)} {...own} />
    </Field>
  )
}

type SelectFieldProps = FieldProps &
  Omit<React.ComponentProps<'select'>, keyof FieldProps | 'defaultValue'> & {
    defaultValue?: string | null
    options: readonly { value: string; label: string }[]
  }

export function SelectField({ defaultValue, options, ...props }: SelectFieldProps) {
  const { field, control, own } = useBoundField(props)
  return (
    <Field {...field}>
      <select {...control} defaultValue={defaultValue ?? ''} {...own}>
        <SelectOptions options={options} />
      </select>
    </Field>
  )
}
