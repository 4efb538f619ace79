import { clsx } from 'clsx'
import Link from 'next/link'

/*
 * Plain clsx, not cn(): buttons render in client components too, and tailwind-merge stays out of the browser
 * (./cn.ts). So `className` may add layout (margin, width, alignment, display) but never restyle what the
 * variant and size set; a look the pages need becomes a variant or a size here.
 */

const VARIANTS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  /** Grey outline on white: search, export, sign out. */
  secondary: 'border border-gray-300 bg-white hover:bg-gray-100',
  /** Brand outline beside a primary button. */
  outline: 'border border-brand-700 text-brand-700 hover:bg-brand-50',
  /** Text-only row actions (Edit, Publish). */
  plain: 'text-brand-700 hover:bg-brand-50',
  /** Text-only destructive row actions (Delete). */
  danger: 'text-red-700 hover:bg-red-50',
  /** Admin actions with side effects beyond one record (Clear All Caches). */
  caution: 'bg-amber-600 text-white hover:bg-amber-700',
  /** On the dark brand band. */
  inverse: 'bg-white text-brand-800 hover:bg-brand-50',
  'inverse-outline': 'border border-white text-white hover:bg-brand-700',
} as const

const SIZES = {
  /** Row actions and the admin header. */
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2',
  /** Calls to action on public pages and error screens. */
  lg: 'px-5 py-3',
  /** The provider page's Visit button. */
  xl: 'px-6 py-3',
  /** A submit button beside a form's 44 px inputs (min-h-11). */
  field: 'min-h-11 px-5',
  /** A one-off: the caller's className gives the padding. */
  none: '',
} as const

export type ButtonVariant = keyof typeof VARIANTS
export type ButtonSize = keyof typeof SIZES
export type ButtonStyle = { variant?: ButtonVariant; size?: ButtonSize; className?: string }

/** The classes of a button, for elements that are not a <button> or a next/link (a plain <a>, a download). */
export function buttonClasses({ variant = 'primary', size = 'md', className }: ButtonStyle = {}) {
  return clsx('rounded-md font-semibold disabled:opacity-60', VARIANTS[variant], SIZES[size], className)
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ButtonStyle & React.ComponentProps<'button'>) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />
}

/** A next/link that looks like a button. */
export function ButtonLink({ variant, size, className, ...props }: ButtonStyle & React.ComponentProps<typeof Link>) {
  return <Link className={buttonClasses({ variant, size, className })} {...props} />
}
