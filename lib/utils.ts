import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/**
 * Class names with later Tailwind utilities overriding earlier ones (tailwind-merge). Server components only:
 * client components use plain `clsx`, which keeps tailwind-merge (8.5 KB gzip) out of the browser.
 */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs))
}
