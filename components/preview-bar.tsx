/** Shown on a page rendered from a draft (draft mode): what it is, and the way out. */
export function PreviewBar({ path }: { path: string }) {
  return (
    <div
      role="region"
      aria-label="Preview"
      className="sticky top-0 z-50 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-amber-300 px-4 py-2 text-sm font-semibold text-gray-950"
    >
      <span>Preview: this is a draft, not the public page.</span>
      <a href={`/api/preview/exit?to=${encodeURIComponent(path)}`} className="underline">
        Exit preview
      </a>
    </div>
  )
}
