/**
 * GET-form pages answered from the URL: the routing lives in query-page.mjs, which scripts/server.mjs loads
 * too, and the answers in query-answers.ts; this is what the app imports.
 */
export {
  asksForAnswer,
  isQueryPage,
  QUERY_ANSWER_GLOBAL,
  QUERY_PAGES,
  QUERY_PAGE_TRIGGERS,
  UNCACHED_SEGMENT,
  type QueryAnswerPath,
  type QueryPage,
} from './query-page.mjs'

/** What a GET-form page's view takes: the country, and the form's fields as Next hands a page its query. */
export type QueryPageProps = {
  params: Promise<{ country: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}
