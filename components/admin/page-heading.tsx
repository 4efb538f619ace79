/** An admin page's title, with the page's own buttons (add, export, refresh) beside it when it has any. */
export function PageHeading({ title, children }: { title: string; children?: React.ReactNode }) {
  const heading = <h1 className="text-2xl font-bold">{title}</h1>
  if (!children) return heading
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      {heading}
      {children}
    </div>
  )
}
