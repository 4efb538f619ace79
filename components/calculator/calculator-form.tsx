// Whole class names, so Tailwind finds them in the source.
const COLUMNS = { 2: 'grid gap-4 sm:grid-cols-2', 3: 'grid gap-4 sm:grid-cols-3' } as const

/** A calculator's GET form: it reloads the page at its results, with `tab` keeping this calculator open. */
export function CalculatorForm({
  action,
  tab,
  columns,
  children,
}: {
  action: string
  tab: string
  columns: keyof typeof COLUMNS
  children: React.ReactNode
}) {
  return (
    <form method="get" action={`${action}#results`} className={COLUMNS[columns]} noValidate>
      <input type="hidden" name="tab" value={tab} />
      {children}
    </form>
  )
}
