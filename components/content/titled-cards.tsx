import { Card } from '@/components/ui/card'

export type TitledCard = readonly [title: string, text: React.ReactNode]

/** A grid of small bordered cards, each a title and a sentence (support and contact pages). */
export function TitledCards({ items, className }: { items: readonly TitledCard[]; className: string }) {
  return (
    <ul className={className}>
      {items.map(([title, text]) => (
        <Card as="li" key={title}>
          <h3 className="font-semibold">{title}</h3>
          <p className="mt-1 text-sm text-gray-700">{text}</p>
        </Card>
      ))}
    </ul>
  )
}
