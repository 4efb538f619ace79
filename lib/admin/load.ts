import 'server-only'
import { unstable_rethrow } from 'next/navigation'
import { AppError } from '@/lib/errors'

export type AdminLoad<T> = { ok: true; data: T } | { ok: false }

/**
 * An admin page's read. When it fails, the error is logged with `context` and the page shows its own
 * load-failed message (components/admin/load-error.tsx) instead of an error screen. What must not be
 * swallowed is re-thrown: a refused session (AppError 'unauthorized' or 'forbidden') never becomes an
 * empty page, and Next's redirect() and notFound() keep working.
 */
export async function loadForAdminPage<T>(context: string, read: () => Promise<T>): Promise<AdminLoad<T>> {
  try {
    return { ok: true, data: await read() }
  } catch (error) {
    unstable_rethrow(error)
    if (error instanceof AppError && (error.kind === 'unauthorized' || error.kind === 'forbidden')) throw error
    console.error(`[admin] ${context}: load failed`, error)
    return { ok: false }
  }
}
