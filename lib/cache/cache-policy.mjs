// Plain JavaScript: Next loads the cache handlers with a plain `import()` at run time.

/** Not a 404 or redirect: made-up addresses would each leave an entry, and a crawler could grow the cache unbounded. */
export function isStorable(data) {
  if (!data || (data.kind !== 'APP_PAGE' && data.kind !== 'APP_ROUTE')) return true
  return data.status === undefined || (data.status >= 200 && data.status < 300)
}
