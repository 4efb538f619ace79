/** The two looks in use: the chat's small suggested questions, and the quick searches beside a search box. */
const CHIP_CLASSES = {
  sm: 'rounded-full border border-brand-600 px-3 py-1 text-left text-xs text-brand-800 hover:bg-brand-50',
  md: 'rounded-full border border-brand-700 px-3 py-1 text-sm text-brand-800 hover:bg-brand-50',
} as const

/** A row of pill buttons, each handing its own text to `onPick`. */
export function ChipButtons({
  items,
  onPick,
  size,
  className,
}: {
  items: readonly string[]
  onPick: (item: string) => void
  size: keyof typeof CHIP_CLASSES
  /** The list's classes. */
  className: string
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>
          <button type="button" onClick={() => onPick(item)} className={CHIP_CLASSES[size]}>
            {item}
          </button>
        </li>
      ))}
    </ul>
  )
}
