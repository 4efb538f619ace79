import { clsx } from 'clsx'
import { useId } from 'react'

const HEADING_SIZES = {
  '2xl': 'text-2xl font-bold',
  xl: 'text-xl font-bold',
  lg: 'text-lg font-bold',
  base: 'font-bold',
  /** Admin cards. */
  semibold: 'font-semibold',
} as const

export type HeadingSize = keyof typeof HEADING_SIZES

type SectionProps = Omit<React.ComponentProps<'section'>, 'aria-labelledby'> & {
  /** Text mixed with values as JSX (`<>Cities in {state}</>`), not one template string: same DOM, same layout. */
  heading: React.ReactNode
  /** The heading's id, for links and tests that name it; generated when not given. */
  headingId?: string
  level?: 2 | 3
  size?: HeadingSize
  headingClassName?: string
  as?: 'section' | 'aside'
  /** Shown beside the heading, on the same line when there is room (e.g. a date). */
  aside?: React.ReactNode
}

/** A titled region: `<section aria-labelledby>` with its heading, so it is a named landmark for screen readers. */
export function Section({
  heading,
  headingId,
  level = 2,
  size = '2xl',
  headingClassName,
  as: Tag = 'section',
  aside,
  children,
  ...props
}: SectionProps) {
  const generatedId = useId()
  const id = headingId ?? generatedId
  const Heading = level === 2 ? 'h2' : 'h3'
  const title = (
    <Heading id={id} className={clsx(HEADING_SIZES[size], headingClassName)}>
      {heading}
    </Heading>
  )
  return (
    <Tag aria-labelledby={id} {...props}>
      {aside ? (
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          {title}
          {aside}
        </div>
      ) : (
        title
      )}
      {children}
    </Tag>
  )
}
