import { cn } from '@/components/ui/cn'
import type { CardOffer } from '@/lib/domain/provider-card'

/** The editor's offer: its title and code, as on the card and the provider page. */
export function OfferNote({ offer, className }: { offer: CardOffer; className?: string }) {
  return (
    // `.offer` (app/globals.css) draws the tag icon before the text: cards repeat this note, so no inline SVG.
    <p className={cn('offer', className)}>
      {/* Spaces as well as the gap, so the text reads 'Offer: $50 off' when copied or read out. */}
      <span className="font-semibold">Offer:</span> {offer.title && <span>{offer.title}</span>}{' '}
      {offer.code && (
        <span className="code-chip text-brand-800">
          Code: <strong>{offer.code}</strong>
        </span>
      )}
    </p>
  )
}
