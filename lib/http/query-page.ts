/**
 * GET-form pages cached per distinct input: the logic lives in query-page.mjs, which scripts/server.mjs loads
 * too; this is what the app imports.
 */
export {
  canonicalQueryKey,
  QUERY_PAGES,
  QUERY_PAGE_TRIGGERS,
  queryPagePath,
  queryPageSearch,
  type QueryPage,
} from './query-page.mjs'

/** What a GET-form page's view takes: the country, and the form's fields as Next hands a page its query. */
export type QueryPageProps = {
  params: Promise<{ country: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}
