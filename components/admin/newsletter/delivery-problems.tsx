import { ConfirmActionButton } from '@/components/admin/confirm-action-button'
import { Table } from '@/components/ui/table'

// The mails that did not go out, an issue's or the price alerts': a button to queue the failed ones again, and a
// table of them.

/** Queues the failed mails again; nothing when none failed. */
export function RetryFailedButton({
  failed,
  action,
  input,
}: {
  failed: number
  action: React.ComponentProps<typeof ConfirmActionButton>['action']
  input: Record<string, unknown>
}) {
  if (!(failed > 0)) return null
  return (
    <div className="mt-3">
      <ConfirmActionButton action={action} input={input} label={`Retry the ${failed} failed`} variant="outline" />
    </div>
  )
}

/** The problem mails, one row each (the children); nothing when there are none. */
export function DeliveryProblemsTable({
  caption,
  columns,
  className,
  children,
}: {
  caption: string
  columns: string[]
  className: string
  children: React.ReactNode[]
}) {
  if (children.length === 0) return null
  return (
    <Table variant="raised" className={className} caption={caption} columns={columns}>
      {children}
    </Table>
  )
}
