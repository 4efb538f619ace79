import { clsx } from 'clsx'
import { cardClasses } from './card'

const HEAD = 'text-xs uppercase text-gray-600'
/** The padding of a column label in `columns`, per variant. */
const HEAD_CELL = { plain: 'py-2', outline: 'px-4 py-3', raised: 'p-3' } as const

type TableProps = Omit<React.ComponentProps<'table'>, 'children'> & {
  /**
   * plain: no frame (inside a card or an article); outline: a bordered, horizontally scrolling frame with a grey
   * header row (public lists); raised: a white card with a shadow (admin lists).
   */
  variant?: keyof typeof HEAD_CELL
  /** The header row(s), without the <thead>; or `columns`, plain column labels. */
  head?: React.ReactNode
  columns?: React.ReactNode[]
  /** The first of `columns` that hold figures: it and the ones after it are right-aligned. */
  figuresFrom?: number
  /** The body rows, without the <tbody>. */
  children: React.ReactNode
  foot?: React.ReactNode
  caption?: React.ReactNode
  /** Screen-reader only unless classes are given. */
  captionClassName?: string
}

/** The table shell the pages share: frame, header styling and row dividers. Plain clsx: see button.tsx. */
export function Table({
  variant = 'plain',
  head,
  columns,
  figuresFrom,
  children,
  foot,
  caption,
  captionClassName = 'sr-only',
  className,
  ...props
}: TableProps) {
  const table = (
    <table
      className={clsx(
        'w-full text-left text-sm',
        variant === 'raised' && 'rounded-xl bg-white shadow-sm',
        variant !== 'outline' && className,
      )}
      {...props}
    >
      {caption && <caption className={captionClassName}>{caption}</caption>}
      <thead className={clsx(HEAD, variant === 'outline' && 'bg-gray-50', variant !== 'raised' && 'tracking-wide')}>
        {head ?? (
          <tr>
            {columns?.map((column, index) => (
              <th
                key={index}
                scope="col"
                className={clsx(HEAD_CELL[variant], figuresFrom !== undefined && index >= figuresFrom && 'text-right')}
              >
                {column}
              </th>
            ))}
          </tr>
        )}
      </thead>
      <tbody className="divide-y divide-gray-100">{children}</tbody>
      {foot && <tfoot>{foot}</tfoot>}
    </table>
  )
  if (variant !== 'outline') return table
  return <div className={cardClasses({ padding: 'none', className: clsx('overflow-x-auto', className) })}>{table}</div>
}
