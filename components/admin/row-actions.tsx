import { ButtonLink } from '@/components/ui/button'
import { ConfirmActionButton } from './confirm-action-button'

/** The link from a record in an admin list to its edit page. */
export function EditLink({ href }: { href: string }) {
  return (
    <ButtonLink href={href} variant="plain" size="sm">
      Edit
    </ButtonLink>
  )
}

/** A record's Delete button: it asks `confirm` first, then runs `action` for the record `id`. */
export function DeleteButton({
  action,
  id,
  confirm,
  label = 'Delete',
}: {
  action: React.ComponentProps<typeof ConfirmActionButton>['action']
  id: string
  confirm: string
  label?: string
}) {
  return <ConfirmActionButton action={action} input={{ id }} label={label} confirm={confirm} />
}

/** The last cell of a record's row in an admin table: its Edit link and its Delete button, on one line. */
export function EditDeleteCell({
  editHref,
  ...remove
}: { editHref: string } & React.ComponentProps<typeof DeleteButton>) {
  return (
    <td className="whitespace-nowrap p-3 text-right">
      <EditLink href={editHref} />
      <DeleteButton {...remove} />
    </td>
  )
}
