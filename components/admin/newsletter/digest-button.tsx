'use client'

import { generateDigestAction } from '@/lib/admin/actions/newsletter'
import { ActionButton } from '../action-button'

/** Generates a digest draft and opens it. */
export function DigestButton() {
  return (
    <ActionButton
      variant="outline"
      action={() => generateDigestAction(null, {})}
      onSuccess={(digest, router) => router.push(`/admin/newsletter/${digest!.id}`)}
      pendingLabel="Generating..."
    >
      Generate digest
    </ActionButton>
  )
}
