/**
 * An admin page's title, with the page's own buttons (add, export, refresh) beside it when it has any, and a line
 * under it on what the page is for (`intro`) when it needs one.
 */
export function PageHeading({ title, intro, children }: { title: string; intro?: string; children?: React.ReactNode }) {
  const heading = <h1 className="text-2xl font-bold">{title}</h1>
  return (
    <>
      {children ? (
        <div className="flex flex-wrap items-center justify-between gap-4">
          {heading}
          {children}
        </div>
      ) : (
        heading
      )}
      {intro && <p className="mt-1 text-sm text-gray-600">{intro}</p>}
    </>
  )
}
