// What the page cache may keep, for both cache handlers (file system and Redis). Plain JavaScript because Next
// loads the handlers with a plain `import()` at run time.

/**
 * Whether a render may be stored: a page's or a route's answer (2xx), and every other kind of entry (data
 * cache reads). A 404 or a redirect is not: made-up addresses (`/blog/anything`, a GET-form key nobody's form
 * made) would each leave an entry, and a crawler could grow the cache without bound. They render on each
 * request instead, which costs what a cache miss costs.
 */
export function isStorable(data) {
  if (!data || (data.kind !== 'APP_PAGE' && data.kind !== 'APP_ROUTE')) return true
  return data.status === undefined || (data.status >= 200 && data.status < 300)
}
