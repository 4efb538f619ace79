import { clsx } from 'clsx'

const TONES = {
  error: 'border-red-300 bg-red-50 font-medium text-red-800',
  /** Sample data and other caveats. */
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  info: 'border-gray-200 bg-gray-50 text-gray-700',
  success: 'border-brand-600 bg-brand-50 font-medium text-brand-800',
} as const

const SIZES = {
  sm: 'p-3 text-sm',
  /** Body-size text, e.g. a form's outcome. */
  md: 'p-3',
  lg: 'p-4',
  /** A one-off: the caller's className gives the padding. */
  none: '',
} as const

export type NoticeTone = keyof typeof TONES

type NoticeProps = React.ComponentProps<'p'> & { tone: NoticeTone; size?: keyof typeof SIZES; as?: 'p' | 'div' }

/**
 * A boxed status or alert message. Give `role="status"` or `role="alert"` when it appears in answer to
 * something the visitor did; a notice that is part of the page (sample data) needs none. Plain clsx: see button.tsx.
 */
export function Notice({ tone, size = 'sm', as: Tag = 'p', className, ...props }: NoticeProps) {
  return <Tag className={clsx('rounded-md border', TONES[tone], SIZES[size], className)} {...props} />
}
