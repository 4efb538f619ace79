/** A GET search form: the query lives in the URL. */
export function SearchBox({ action, defaultValue, label, placeholder }: { action: string; defaultValue?: string; label: string; placeholder: string }) {
  return (
    <form method="get" action={action} role="search" className="flex gap-2">
      <label htmlFor="admin-search" className="sr-only">
        {label}
      </label>
      <input id="admin-search" name="q" type="search" defaultValue={defaultValue} placeholder={placeholder} className="min-h-10 w-64 rounded-md border border-gray-300 px-3" />
      <button type="submit" className="rounded-md border border-gray-300 bg-white px-4 font-semibold hover:bg-gray-100">
        Search
      </button>
    </form>
  )
}
