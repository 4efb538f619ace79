import { clsx } from 'clsx'

const PADDINGS = { none: '', sm: 'p-3', md: 'p-4', lg: 'p-5' } as const

export type CardStyle = {
  /** outline: a grey border (public pages); raised: white with a shadow (admin, on grey); elevated: both. */
  variant?: 'outline' | 'raised' | 'elevated'
  padding?: keyof typeof PADDINGS
  /** Rows and small tiles use the smaller radius. */
  radius?: 'lg' | 'xl'
  /** A brand-coloured border instead of the grey one (a featured item). */
  accent?: boolean
  className?: string
}

/** The classes of a card, for an element that is not one of Card's (a link that is a card). Plain clsx: see button.tsx. */
export function cardClasses({
  variant = 'outline',
  padding = 'md',
  radius = 'xl',
  accent = false,
  className,
}: CardStyle = {}) {
  return clsx(
    radius === 'lg' ? 'rounded-lg' : 'rounded-xl',
    variant !== 'raised' && (accent ? 'border border-brand-600' : 'border border-gray-200'),
    variant !== 'outline' && 'bg-white shadow-sm',
    PADDINGS[padding],
    className,
  )
}

type CardElement = 'div' | 'section' | 'article' | 'li'

export function Card<T extends CardElement = 'div'>({
  as,
  variant,
  padding,
  radius,
  accent,
  className,
  ...props
}: CardStyle & { as?: T } & Omit<React.ComponentProps<T>, 'className'>) {
  // One element type for JSX; the props were checked against `as` above.
  const Tag = (as ?? 'div') as 'div'
  return (
    <Tag
      className={cardClasses({ variant, padding, radius, accent, className })}
      {...(props as React.ComponentProps<'div'>)}
    />
  )
}
