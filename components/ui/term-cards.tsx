import { clsx } from 'clsx'
import { Card, type CardStyle } from './card'

type TermCardsProps = {
  /** [term, description] pairs; the term is the card's key, so terms are unique. */
  items: readonly (readonly [string, React.ReactNode])[]
  /** The grid's classes (spacing and columns). */
  className: string
  card?: Omit<CardStyle, 'className'>
  termClassName?: string
  descriptionClassName?: string
}

/** A description list laid out as a grid of small cards, one term and its description each. Plain clsx: see button.tsx. */
export function TermCards({
  items,
  className,
  card,
  termClassName = 'font-semibold',
  descriptionClassName = 'text-sm text-gray-700',
}: TermCardsProps) {
  return (
    <dl className={clsx('grid', className)}>
      {items.map(([term, description]) => (
        <Card key={term} {...card}>
          <dt className={termClassName}>{term}</dt>
          <dd className={descriptionClassName}>{description}</dd>
        </Card>
      ))}
    </dl>
  )
}
