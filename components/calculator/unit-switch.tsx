import Link from 'next/link'
import { cn } from '@/components/ui/cn'

const UNITS = [
  { unit: 'imperial', label: 'Imperial (lb, ft)' },
  { unit: 'metric', label: 'Metric (kg, cm)' },
] as const

/**
 * The imperial/metric switch of the GET forms that ask a height and weight (the BMI calculator, /eligibility,
 * /cost): two links, so it works without JavaScript; `href` gives each unit's address.
 */
export function UnitSwitch({
  current,
  href,
  className,
}: {
  current: 'imperial' | 'metric'
  href: (unit: 'imperial' | 'metric') => string
  className?: string
}) {
  return (
    <nav aria-label="Units" className={cn('inline-flex gap-1 rounded-lg border border-gray-200 p-1', className)}>
      {UNITS.map(({ unit, label }) => (
        <Link
          key={unit}
          href={href(unit)}
          aria-current={current === unit ? 'true' : undefined}
          className={cn(
            'rounded-md px-3 py-1.5 text-sm font-semibold',
            current === unit ? 'bg-brand-700 text-white' : 'text-gray-700 hover:bg-gray-100',
          )}
        >
          {label}
        </Link>
      ))}
    </nav>
  )
}
