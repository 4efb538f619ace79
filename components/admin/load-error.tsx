import { clsx } from 'clsx'

/** What an admin screen shows when its read failed (lib/admin/load.ts logged why): the page's own sentence. */
export function LoadError({ className = 'mt-6', children }: { className?: string; children: React.ReactNode }) {
  return (
    <p role="status" className={clsx(className, 'text-red-700')}>
      {children}
    </p>
  )
}
