import 'server-only'
import type { ComponentType } from 'react'
import { notFound, redirect } from 'next/navigation'
import { countryBySlug, countryHref } from '@/lib/domain/country'
import { fixedCountryPageMetadata } from '@/lib/seo/fixed-pages'
import type { QueryPage, QueryPageProps } from './query-page'
import { answerChoices } from './query-answer-choices'
import { readQueryAnswer, searchOf } from './query-answers'
import { queryPageAnswer } from './query-page-answer'

/** noindex: each answer is a variant of the page, whose canonical is the page itself. */
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

/** Never stored, so made-up queries cannot grow the page cache; a cacheable query is sent to its cached page. */
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
