import { Star, StarHalf } from 'lucide-react'

/** Five stars with half-star support and the value to one decimal (SPEC.md section 9). */
export function StarRating({ value, className }: { value: number; className?: string }) {
  const clamped = Math.max(0, Math.min(5, value))
  const full = Math.floor(clamped)
  const half = clamped - full >= 0.5
  return (
    <span className={`inline-flex items-center gap-1 ${className ?? ''}`}>
      <span className="inline-flex text-amber-500" aria-hidden>
        {Array.from({ length: 5 }, (_, i) =>
          i < full ? (
            <Star key={i} className="size-4 fill-current" />
          ) : i === full && half ? (
            <StarHalf key={i} className="size-4 fill-current" />
          ) : (
            <Star key={i} className="size-4 text-gray-300" />
          ),
        )}
      </span>
      <span className="text-sm font-semibold">
        {clamped.toFixed(1)}
        <span className="sr-only"> out of 5</span>
      </span>
    </span>
  )
}
