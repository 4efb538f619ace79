'use client'

import { useState } from 'react'
import { Checkbox } from '@/components/ui/field'
import type { StoredSource } from '@/lib/validation/provider-figures'
import { PageFields } from './source-fields'

/**
 * A channel price: the program sells at the maker's self-pay price. The amount's source is then the maker's
 * price; this second page is the maker's dated statement that this program sells at it.
 */
export function ViaFields({ values, sources }: { values: Record<string, string>; sources: readonly StoredSource[] }) {
  const [channel, setChannel] = useState(values.channel === 'on')
  return (
    <div className="space-y-3">
      <Checkbox
        name="channel"
        label="Sold at the maker’s self-pay price (the program does not publish the amount itself)"
        checked={channel}
        onChange={(event) => setChannel(event.currentTarget.checked)}
      />
      {channel && (
        <PageFields
          prefix="via"
          legend="The maker’s statement that this program sells at its price"
          hint="The amount’s source above is the maker’s price. A channel price does not count toward the program’s pricing transparency."
          values={values}
          sources={sources}
        />
      )}
    </div>
  )
}
