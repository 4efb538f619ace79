'use client'

import { useState } from 'react'
import { Field, fieldAria, inputClasses } from '@/components/ui/field'
import { useFieldError } from '@/components/ui/form-field'
import { IMAGE_TYPES, isImageType, LOGO_MAX_BYTES, UPLOAD_MESSAGES } from '@/lib/domain/image-upload'

const NAME = 'card_logoFile'
const ID = `field-${NAME}`

/**
 * The logo upload. A file over the limit is refused here, before sending: the server action's body limit would
 * otherwise end the request with an error instead of the form's message. The server checks again.
 */
export function LogoFileField({ hint }: { hint: string }) {
  const serverError = useFieldError(NAME)
  const [localError, setLocalError] = useState<string>()
  const error = localError ?? serverError
  return (
    <Field id={ID} label="Upload a logo" hint={hint} error={error}>
      <input
        id={ID}
        name={NAME}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        className={inputClasses('sm')}
        {...fieldAria(ID, { error, hint })}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0]
          const problem = !file
            ? undefined
            : file.size > LOGO_MAX_BYTES
              ? UPLOAD_MESSAGES.size
              : file.type && !isImageType(file.type)
                ? UPLOAD_MESSAGES.type
                : undefined
          if (problem) event.currentTarget.value = ''
          setLocalError(problem)
        }}
      />
    </Field>
  )
}
