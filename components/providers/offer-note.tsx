import { Tag } from 'lucide-react'
import { cn } from '@/components/ui/cn'
import type { CardOffer } from '@/lib/domain/provider-card'

/** The editor's offer: its title and code, as on the card and the provider page. */
export function OfferNote({ offer, className }: { offer: CardOffer; className?: string }) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-800', className)}>
      <Tag aria-hidden className="size-4 flex-none text-brand-700" />
      {/* Spaces as well as the gap, so the text reads 'Offer: $50 off' when copied or read out. */}
      <span className="font-semibold">Offer:</span> {offer.title && <span>{offer.title}</span>}{' '}
      {offer.code && (
        <span className="rounded border border-dashed border-brand-600 px-2 py-0.5 text-xs font-medium text-brand-800">
          Code: <strong>{offer.code}</strong>
        </span>
      )}
    </p>
  )
}
