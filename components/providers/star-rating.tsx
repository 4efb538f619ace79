/**
 * Five stars with half-star support and the value to one decimal. The stars are one
 * element drawn by CSS (`.stars` in app/globals.css: a star mask repeated five times over an amber-to-grey
 * fill), not five inline SVGs: a card list repeats them, and each SVG would be sent twice, as HTML and in the
 * RSC payload.
 */
export function StarRating({ value, className }: { value: number; className?: string }) {
  const clamped = Math.max(0, Math.min(5, value))
  const full = Math.floor(clamped)
  const filled = full + (clamped - full >= 0.5 ? 0.5 : 0)
  return (
    <span className={`inline-flex items-center gap-1 ${className ?? ''}`}>
      <span className="stars" style={{ '--filled': `${filled * 20}%` } as React.CSSProperties} aria-hidden />
      <span className="text-sm font-semibold">
        {clamped.toFixed(1)}
        <span className="sr-only"> out of 5</span>
      </span>
    </span>
  )
}
