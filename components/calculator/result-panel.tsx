/** Results, or the list of problems, after Calculate. The page scrolls here through the #results anchor. */
export function ResultPanel({ title, rows, errors, note }: { title: string; rows?: [string, string][]; errors?: string[]; note?: React.ReactNode }) {
  return (
    <section id="results" aria-labelledby="results-heading" className="mt-6 scroll-mt-24 rounded-xl border border-gray-200 bg-gray-50 p-5">
      <h2 id="results-heading" className="text-lg font-bold">
        {errors?.length ? 'Please check your inputs' : title}
      </h2>
      {errors?.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm font-medium text-red-700">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : (
        <dl className="mt-3 grid gap-3 sm:grid-cols-2">
          {rows?.map(([label, value]) => (
            <div key={label} className="rounded-lg bg-white p-3 shadow-sm">
              <dt className="text-xs uppercase tracking-wide text-gray-600">{label}</dt>
              <dd className="text-xl font-bold text-brand-800">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {note && !errors?.length && <div className="mt-3 text-sm text-gray-700">{note}</div>}
    </section>
  )
}
