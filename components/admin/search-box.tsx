import { Button } from '@/components/ui/button'

/** A GET search form: the query lives in the URL. */
export function SearchBox({
  action,
  defaultValue,
  label,
  placeholder,
}: {
  action: string
  defaultValue?: string
  label: string
  placeholder: string
}) {
  return (
    <form method="get" action={action} role="search" className="flex gap-2">
      <label htmlFor="admin-search" className="sr-only">
        {label}
      </label>
      <input
        id="admin-search"
        name="q"
        type="search"
        defaultValue={defaultValue}
        placeholder={placeholder}
        className="min-h-10 w-64 rounded-md border border-gray-300 px-3"
      />
      {/* No vertical padding: the button takes the 40 px input's height. */}
      <Button type="submit" variant="secondary" size="none" className="px-4">
        Search
      </Button>
    </form>
  )
}
