'use client'

import { useState } from 'react'
import { Checkbox, FieldError } from '@/components/ui/field'
import { SelectField, useFieldError } from '@/components/ui/form-field'
import { labelledOptions } from '@/components/ui/select-options'
import { medicineForm, type CatalogueProduct } from '@/lib/domain/medicine-catalogue'

const FORM_LABELS: Record<string, string> = {
  vial: 'Vials',
  pen: 'Pens',
  tablet: 'Tablets',
  'injection (form not stated)': 'Injection, form not stated',
}

/**
 * The medicine a price is for, how it is sold and the dose steps it covers: the steps offered are the chosen
 * medicine's doses from the catalogue (content/medications), so a new medicine page brings its own.
 */
export function MedicineFields({
  catalogue,
  values,
}: {
  catalogue: readonly CatalogueProduct[]
  values: Record<string, string | string[]>
}) {
  const [key, setKey] = useState(String(values.product ?? ''))
  const product = catalogue.find((candidate) => candidate.key === key)
  const forms = Object.keys(FORM_LABELS).filter((form) => !product?.brand || medicineForm(form) === product.form)
  const steps = new Set([values.steps ?? []].flat())
  const stepsError = useFieldError('steps')
  const compoundedError = useFieldError('compounded')
  return (
    <>
      <SelectField
        name="product"
        label="Medicine"
        required
        defaultValue={key}
        onChange={(event) => setKey(event.currentTarget.value)}
        options={[
          { value: '', label: 'Choose a medicine' },
          ...catalogue.map((candidate) => ({ value: candidate.key, label: candidate.label })),
        ]}
      />
      <SelectField
        key={`form-${product?.form ?? ''}-${product?.brand ?? ''}`}
        name="form"
        label="Sold as"
        defaultValue={forms.includes(String(values.form)) ? String(values.form) : forms[0]}
        options={labelledOptions(forms, FORM_LABELS)}
      />
      {product && !product.brand && (
        <div>
          <Checkbox
            name="compounded"
            label="Compounded (made by a compounding pharmacy, not the brand)"
            defaultChecked={values.compounded === 'on'}
          />
          <FieldError id="field-compounded-error" message={compoundedError} />
        </div>
      )}
      <fieldset
        key={`steps-${key}`}
        className="sm:col-span-2"
        aria-describedby={stepsError ? 'field-steps-error' : undefined}
      >
        <legend className="text-sm font-semibold text-gray-800">Dose steps this price covers</legend>
        {product ? (
          <div className="mt-1 flex flex-wrap gap-4">
            {product.doses.map((dose) => (
              <Checkbox key={dose} name="steps" value={dose} label={dose} defaultChecked={steps.has(dose)} />
            ))}
          </div>
        ) : (
          <p className="mt-1 text-xs text-gray-600">Choose the medicine first.</p>
        )}
        <p className="mt-1 text-xs text-gray-600">
          None when the source names no dose step (the price is then listed, but used in no per-dose cost).
        </p>
        <FieldError id="field-steps-error" message={stepsError} />
      </fieldset>
    </>
  )
}
