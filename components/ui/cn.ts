import 'server-only'
import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/**
 * Class names with later Tailwind utilities overriding earlier ones (tailwind-merge). Server components only
 * (the import above makes a client import a build error): client components and the primitives beside this
 * file use plain `clsx`, which keeps tailwind-merge (8.5 KB gzip) out of the browser.
 */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs))
}
