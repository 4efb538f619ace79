'use client'

import { useActionState, useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Checkbox, Field, inputClasses, Label } from '@/components/ui/field'
import { Notice } from '@/components/ui/notice'
import { MEDICATION_OPTIONS, US_STATE_NAMES } from '@/config/us-states'
import { submitProvider } from '@/lib/actions/provider-submission'
import { firstSubmissionError, type SubmissionField } from '@/lib/domain/submission-rules'

const EMPTY = {
  name: '',
  website: '',
  email: '',
  contactName: '',
  phone: '',
  description: '',
  pricing: '',
  additionalInfo: '',
  medications: [] as string[],
  excludedStates: [] as string[],
  agreedToTerms: false,
}

/** Controlled, so nothing typed is lost when a submission is refused; reset only after success. */
export function ProviderSubmissionForm() {
  const [state, action, pending] = useActionState(submitProvider, null)
  const [fields, setFields] = useState(EMPTY)
  const [clientError, setClientError] = useState<{ field: SubmissionField; message: string } | null>(null)

  useEffect(() => {
    // The form resets only after the server has stored the submission.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (state?.ok) setFields(EMPTY)
  }, [state])

  const serverError = state && !state.ok ? state : null
  const message = clientError?.message ?? serverError?.error
  const invalidField =
    clientError?.field ?? (serverError?.fieldErrors ? Object.keys(serverError.fieldErrors)[0] : undefined)
  const set = <K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) =>
    setFields((current) => ({ ...current, [key]: value }))
  const toggle = (key: 'medications' | 'excludedStates', value: string) =>
    set(key, fields[key].includes(value) ? fields[key].filter((item) => item !== value) : [...fields[key], value])
  const text = (
    key: 'name' | 'website' | 'email' | 'contactName' | 'phone',
    label: string,
    type = 'text',
    required = false,
    autoComplete?: string,
  ) => (
    <Field id={`submission-${key}`} label={label} required={required}>
      <input
        id={`submission-${key}`}
        name={key}
        type={type}
        autoComplete={autoComplete}
        required={required}
        value={fields[key]}
        onChange={(event) => set(key, event.target.value)}
        aria-invalid={
          invalidField === key || (invalidField === '_form' && required && !fields[key].trim()) || undefined
        }
        className={inputClasses('md')}
      />
    </Field>
  )
  const area = (key: 'description' | 'pricing' | 'additionalInfo', label: string, hint?: string) => (
    <div className="sm:col-span-2">
      <Label htmlFor={`submission-${key}`}>{label}</Label>
      {/* Above the box here: it says what to write. */}
      {hint && <p className="text-xs text-gray-600">{hint}</p>}
      <textarea
        id={`submission-${key}`}
        name={key}
        rows={3}
        value={fields[key]}
        onChange={(event) => set(key, event.target.value)}
        className={inputClasses('md')}
      />
    </div>
  )

  const checkboxes = (
    key: 'medications' | 'excludedStates',
    legend: string,
    options: readonly string[],
    listClassName: string,
    hint?: string,
  ) => (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-semibold">{legend}</legend>
      {hint && <p className="text-xs text-gray-600">{hint}</p>}
      <div className={listClassName}>
        {options.map((option) => (
          <Checkbox
            key={option}
            name={key}
            value={option}
            label={option}
            checked={fields[key].includes(option)}
            onChange={() => toggle(key, option)}
          />
        ))}
      </div>
    </fieldset>
  )

  return (
    <form
      action={action}
      noValidate
      onSubmit={(event) => {
        const problem = firstSubmissionError(fields)
        setClientError(problem)
        if (problem) event.preventDefault()
      }}
      className="grid gap-5 sm:grid-cols-2"
    >
      <div aria-live="polite" className="sm:col-span-2">
        {state?.ok && !clientError && (
          <Notice tone="success" size="md">
            {state.message}
          </Notice>
        )}
        {message && (
          <Notice tone="error" size="md">
            {message}
          </Notice>
        )}
      </div>
      {text('name', 'Provider name', 'text', true, 'organization')}
      {text('website', 'Website', 'url', true, 'url')}
      {text('email', 'Contact email', 'email', true, 'email')}
      {text('contactName', 'Contact name', 'text', false, 'name')}
      {text('phone', 'Phone', 'tel', false, 'tel')}
      {area('description', 'Description', 'What your program offers')}
      {area('pricing', 'Pricing', 'Monthly price per dose for each medication, and what it includes')}

      {checkboxes('medications', 'Medications offered', MEDICATION_OPTIONS, 'mt-2 flex flex-wrap gap-x-6 gap-y-2')}

      {checkboxes(
        'excludedStates',
        'States you do not serve',
        US_STATE_NAMES,
        'mt-2 grid max-h-64 grid-cols-2 gap-x-4 gap-y-1 overflow-y-auto rounded-md border border-gray-200 p-3 sm:grid-cols-3',
        'Leave all unchecked if you serve every state.',
      )}

      {area('additionalInfo', 'Additional information', 'Your role, licensing, anything else we should know')}

      {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="submission-companyFax">Company fax</label>
        <input
          id="submission-companyFax"
          name="companyFax"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <label className="flex items-start gap-2 text-sm sm:col-span-2">
        <input
          type="checkbox"
          name="agreedToTerms"
          checked={fields.agreedToTerms}
          onChange={(event) => set('agreedToTerms', event.target.checked)}
          aria-invalid={invalidField === 'agreedToTerms' || undefined}
          className="mt-0.5 size-4"
        />
        <span>I agree to the terms and conditions and confirm the information is accurate.</span>
      </label>

      <div className="sm:col-span-2">
        {/* Wider than the other forms' submit (size field): a one-off, kept as it was. */}
        <Button type="submit" size="none" disabled={pending} className="min-h-11 px-6">
          {pending ? 'Submitting...' : 'Submit Provider'}
        </Button>
      </div>
    </form>
  )
}
