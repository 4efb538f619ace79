import { format, parseISO } from 'date-fns'

/** Every sample or verified figure says where it came from and when it was last checked. */
export function VerificationNote({ isSample, lastVerifiedAt }: { isSample: boolean; lastVerifiedAt: string | null }) {
  const date = lastVerifiedAt ? format(parseISO(lastVerifiedAt), 'MMM d, yyyy') : null
  if (isSample) {
    return (
      <span className="inline-block rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
        Sample data{date ? ` · verified ${date}` : ''}
      </span>
    )
  }
  return date ? <span className="text-xs text-gray-600">Prices verified {date}</span> : null
}
