import 'server-only'
import type { ComponentType } from 'react'
import { fixedCountryPageMetadata } from '@/lib/seo/fixed-pages'
import type { QueryPage, QueryPageProps } from './query-page'
import { queryPageAnswer } from './query-page-answer'

/**
 * The `q/[query]` route of a GET-form page, where the proxy sends a submitted form (query-page.ts): the page's
 * own view given the answer's fields, and the page's metadata marked noindex, since each answer (a set of inputs,
 * a filter) is a variant of the page and its canonical is the page itself.
 */
export function queryAnswerRoute(page: QueryPage, View: ComponentType<QueryPageProps>) {
  async function QueryAnswerPage({ params }: { params: Promise<{ country: string; query: string }> }) {
    const { country, query } = await params
    return (
      <View
        params={Promise.resolve({ country })}
        searchParams={Promise.resolve(queryPageAnswer(page, country, query))}
      />
    )
  }
  return { Page: QueryAnswerPage, generateMetadata: fixedCountryPageMetadata(page, { noindex: true }) }
}
