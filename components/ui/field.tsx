import { clsx } from 'clsx'
import { cardClasses } from './card'

/*
 * The parts of a labelled form field, with no state: usable from server components (the calculators' GET
 * forms) and client ones alike. Fields bound to a form's refused-field messages are in ./form-field.tsx.
 */

const INPUT_SIZES = {
  /** Admin forms. */
  sm: 'text-sm',
  /** Public forms: 44 px, a comfortable touch target. */
  md: 'min-h-11',
} as const

/** A text input's or textarea's classes below its label; a refused value gets a red border. */
export function inputClasses(size: keyof typeof INPUT_SIZES = 'sm', className?: string) {
  return clsx(
    'mt-1 w-full rounded-md border border-gray-300 px-3 py-2 aria-[invalid=true]:border-red-600',
    INPUT_SIZES[size],
    className,
  )
}

export function Label({
  required,
  className,
  children,
  ...props
}: React.ComponentProps<'label'> & { required?: boolean }) {
  return (
    <label className={clsx('block text-sm font-semibold text-gray-800', className)} {...props}>
      {children}
      {required && <span aria-hidden> *</span>}
    </label>
  )
}

/** The message shown under a field, next to what it is about. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <p id={id} className="mt-1 text-xs font-medium text-red-700">
      {message}
    </p>
  )
}

/** The aria attributes that tie a control to its field's error and hint (ids as Field renders them). */
export function fieldAria(id: string, { error, hint, invalid }: { error?: string; hint?: string; invalid?: boolean }) {
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ')
  return { 'aria-invalid': invalid || Boolean(error) || undefined, 'aria-describedby': describedBy || undefined }
}

/** Label, control, error and hint. The control is the child; give it `id` and `fieldAria(id, ...)`. */
export function Field({
  id,
  label,
  required,
  hint,
  error,
  className,
  children,
}: {
  id: string
  label: React.ReactNode
  required?: boolean
  hint?: string
  error?: string
  className?: string
  children: React.ReactNode
}) {
  return (
    <div className={className}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      {children}
      <FieldError id={`${id}-error`} message={error} />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      )}
    </div>
  )
}

/** A bordered group of fields with its legend. */
export function Fieldset({
  legend,
  className,
  children,
}: {
  legend: React.ReactNode
  className?: string
  children: React.ReactNode
}) {
  return (
    <fieldset className={cardClasses({ radius: 'lg', className })}>
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {children}
    </fieldset>
  )
}

/** A checkbox with its label to the right. */
export function Checkbox({
  label,
  id,
  name,
  value = 'on',
  className,
  ...props
}: Omit<React.ComponentProps<'input'>, 'type'> & { label: React.ReactNode; name: string; value?: string }) {
  const inputId = id ?? `field-${name}-${value}`.replace(/[^A-Za-z0-9_-]/g, '-')
  return (
    <label htmlFor={inputId} className={clsx('flex items-center gap-2 text-sm', className)}>
      <input id={inputId} type="checkbox" name={name} value={value} className="size-4" {...props} />
      {label}
    </label>
  )
}
