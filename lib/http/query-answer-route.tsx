import 'server-only'
import type { ComponentType } from 'react'
import { notFound, redirect } from 'next/navigation'
import { countryBySlug, countryHref } from '@/lib/domain/country'
import { fixedCountryPageMetadata } from '@/lib/seo/fixed-pages'
import type { QueryPage, QueryPageProps } from './query-page'
import { answerChoices } from './query-answer-choices'
import { readQueryAnswer, searchOf } from './query-answers'
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

/**
 * The `uncached` route of a GET-form page (its route file sets `dynamic = 'force-dynamic'`): what the form's
 * schema refuses, and a dose or cost calculation, rendered on each request with the query as it came (each message beside
 * its field, every answer as typed) and never stored, so made-up queries cannot grow the page cache
 * (lib/http/query-answers.ts). A query that asks for no answer is a 404; one the cache keeps is sent to the
 * form's own address, which serves its cached page.
 */
export function uncachedAnswerRoute(page: QueryPage, View: ComponentType<QueryPageProps>) {
  async function UncachedAnswerPage({ params, searchParams }: QueryPageProps) {
    const country = countryBySlug((await params).country)
    const query = await searchParams
    const answer = country && readQueryAnswer(page, country.slug, searchOf(query), answerChoices())
    if (!country || !answer) notFound()
    if (answer.cached) redirect(`${countryHref(country, page)}?${new URLSearchParams(answer.fields)}`)
    return <View params={params} searchParams={Promise.resolve(query)} />
  }
  return { Page: UncachedAnswerPage, generateMetadata: fixedCountryPageMetadata(page, { noindex: true }) }
}
