'use client'

import { useActionState, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Field, fieldAria, inputClasses } from '@/components/ui/field'
import { SelectOptions } from '@/components/ui/select-options'
import { createPriceAlertAction } from '@/lib/actions/price-alerts'

/** A product the form offers: its tracker key, title and dose steps. */
export type AlertFormProduct = { key: string; title: string; doses: string[] }

const ANY_DOSE = { value: '', label: 'Any dose' }

/**
 * 'E-mail me when [medicine, dose or any dose] [drops below an amount | changes]': the price alert sign-up.
 * Works without JavaScript (the server action answers the post); with it, the doses follow the medicine.
 * Each refusal shows beside its field; an accepted sign-up gets the one answer every sign-up gets.
 */
export function AlertForm({
  countryCode,
  currencySymbol,
  products,
  product: initialProduct,
  dose: initialDose,
  idPrefix = 'alert',
  compact = false,
}: {
  countryCode: string
  currencySymbol: string
  products: AlertFormProduct[]
  product?: string
  dose?: string
  idPrefix?: string
  /** Without the dose (any dose) and the note: for a page with little room (the tracker). */
  compact?: boolean
}) {
  const [state, action, pending] = useActionState(createPriceAlertAction, null)
  // Controlled, so the visitor's choices stay after a refusal (React resets uncontrolled fields after an action).
  const [values, setValues] = useState({
    email: '',
    product:
      initialProduct && products.some((p) => p.key === initialProduct) ? initialProduct : (products[0]?.key ?? ''),
    dose: initialDose ?? '',
    kind: 'below',
    threshold: '',
  })
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }))
  const errors = (state && !state.ok && state.fieldErrors) || {}
  const id = (name: string) => `${idPrefix}-${name}`
  const bound = (name: keyof typeof values) => ({
    id: id(name),
    name,
    value: values[name],
    onChange: set(name),
    ...fieldAria(id(name), { error: errors[name]?.join(' ') }),
  })
  const doses = products.find((p) => p.key === values.product)?.doses ?? []

  if (state?.ok)
    return (
      <p role="status" className="rounded-md bg-brand-50 p-4 text-brand-800">
        {state.message}
      </p>
    )
  if (!products.length) return null
  return (
    <form action={action} noValidate className="grid gap-3 sm:grid-cols-2">
      <input type="hidden" name="country" value={countryCode} />
      <Field id={id('product')} label="Medicine to watch" error={errors.product?.join(' ')}>
        <select {...bound('product')} className={inputClasses('md')}>
          <SelectOptions options={products.map((p) => ({ value: p.key, label: p.title }))} />
        </select>
      </Field>
      {compact ? null : (
        <Field id={id('dose')} label="Dose" error={errors.dose?.join(' ')}>
          <select {...bound('dose')} className={inputClasses('md')}>
            <SelectOptions options={[ANY_DOSE, ...doses.map((dose) => ({ value: dose, label: dose }))]} />
          </select>
        </Field>
      )}
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-semibold text-gray-800">E-mail me when</legend>
        <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-2">
          <label className="flex items-center gap-2">
            <input type="radio" name="kind" value="below" checked={values.kind === 'below'} onChange={set('kind')} />a
            price drops below
          </label>
          <span className="flex items-center gap-1">
            <span aria-hidden>{currencySymbol}</span>
            <label htmlFor={id('threshold')} className="sr-only">
              Amount in {currencySymbol}
            </label>
            <input {...bound('threshold')} inputMode="decimal" className={inputClasses('md', 'mt-0 w-28')} />
          </span>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="kind"
              value="changes"
              checked={values.kind === 'changes'}
              onChange={set('kind')}
            />
            any price changes
          </label>
        </div>
        {errors.threshold || errors.kind ? (
          <p id={`${id('threshold')}-error`} className="mt-1 text-xs font-medium text-red-700">
            {[...(errors.threshold ?? []), ...(errors.kind ?? [])].join(' ')}
          </p>
        ) : null}
      </fieldset>
      <Field id={id('email')} label="Email address" error={errors.email?.join(' ')} className="sm:col-span-2">
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            {...bound('email')}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            className={inputClasses('md', 'mt-0 flex-1')}
          />
          <Button type="submit" size="field" disabled={pending}>
            {pending ? 'Setting up...' : 'Set up alert'}
          </Button>
        </div>
      </Field>
      <p aria-live="polite" className="min-h-5 text-sm font-medium text-red-700 sm:col-span-2">
        {state && !state.ok && !state.fieldErrors ? state.error : ''}
      </p>
      {compact ? null : (
        <p className="text-xs text-gray-600 sm:col-span-2">
          We keep only the address and this alert, and mail nothing until you confirm. Every alert mail has a link to
          remove it.
        </p>
      )}
    </form>
  )
}
