'use client'

import { useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { ChipButtons } from '@/components/ui/chip-buttons'
import { Notice } from '@/components/ui/notice'
import {
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  QUICK_SEARCHES,
  SUBREDDITS,
  type Subreddit,
} from '@/lib/domain/community'
import type { CommunityResult } from '@/lib/integrations/community'
import { CommunityResults } from './community-results'

type State = { status: 'loaded'; result: CommunityResult } | { status: 'loading'; result: CommunityResult }

/**
 * The search form and results. The default posts arrive in the page's HTML; each search replaces them
 * with the server route's answer (which does the filtering, caching and fallbacks).
 */
export function CommunityBrowser({ initial }: { initial: CommunityResult }) {
  const [query, setQuery] = useState('')
  const [subreddit, setSubreddit] = useState<Subreddit>('all')
  const [state, setState] = useState<State>({ status: 'loaded', result: initial })
  const [failed, setFailed] = useState(false)
  const latest = useRef(0)

  async function search(nextQuery: string, nextSubreddit: Subreddit) {
    const ticket = ++latest.current
    setFailed(false)
    setState((current) => ({ status: 'loading', result: current.result }))
    try {
      const params = new URLSearchParams({ subreddit: nextSubreddit })
      if (nextQuery.trim()) params.set('q', nextQuery.trim())
      const response = await fetch(`/api/community?${params}`)
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      const result = (await response.json()) as CommunityResult
      if (ticket === latest.current) setState({ status: 'loaded', result })
    } catch (error) {
      console.error('[community] search failed', error)
      if (ticket === latest.current) {
        setFailed(true)
        setState((current) => ({ status: 'loaded', result: current.result }))
      }
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    void search(query, subreddit)
  }

  function pickTopic(topic: string) {
    setQuery(topic)
    void search(topic, subreddit)
  }

  function loadDefaults() {
    setQuery('')
    setSubreddit('all')
    void search('', 'all')
  }

  return (
    <div className="mt-6">
      <form
        role="search"
        aria-label="Search Reddit posts"
        onSubmit={onSubmit}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
          Search posts
          <input
            type="search"
            name="q"
            value={query}
            maxLength={COMMUNITY_LIMITS.maxQueryLength}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="e.g. semaglutide side effects"
            className="rounded-md border border-gray-300 px-3 py-2 text-base font-normal"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Subreddit
          <select
            name="subreddit"
            value={subreddit}
            onChange={(event) => setSubreddit(event.target.value as Subreddit)}
            className="rounded-md border border-gray-300 px-3 py-2 text-base font-normal"
          >
            {SUBREDDITS.map((name) => (
              <option key={name} value={name}>
                {name === 'all' ? 'All of Reddit' : `r/${name}`}
              </option>
            ))}
          </select>
        </label>
        {/* 40 px beside the 42 px fields: a one-off, kept as it was. */}
        <Button type="submit" size="none" className="px-5 py-2">
          Search
        </Button>
      </form>

      <div className="mt-4">
        <h2 className="text-sm font-semibold text-gray-700">Quick searches</h2>
        <ChipButtons items={QUICK_SEARCHES} onPick={pickTopic} size="md" className="mt-2 flex flex-wrap gap-2" />
      </div>

      {failed && (
        <Notice tone="error" role="alert" className="mt-4">
          {COMMUNITY_MESSAGES.failure}
        </Notice>
      )}

      <section aria-label="Reddit posts" aria-busy={state.status === 'loading'} className="mt-6">
        {state.status === 'loading' ? (
          <p role="status" className="py-10 text-center text-gray-600">
            {COMMUNITY_MESSAGES.loading}
          </p>
        ) : (
          <CommunityResults result={state.result} onLoadDefaults={loadDefaults} />
        )}
      </section>
    </div>
  )
}
