/** What a visitor sees while the news page (/news) is still on its way. */
export default function NewsLoading() {
  return (
    <div className="mx-auto flex max-w-4xl items-center gap-3 px-4 py-16 text-gray-700" role="status">
      <span
        aria-hidden="true"
        className="h-6 w-6 animate-spin rounded-full border-2 border-brand-700 border-t-transparent motion-reduce:animate-none"
      />
      Loading latest GLP-1 news...
    </div>
  )
}
