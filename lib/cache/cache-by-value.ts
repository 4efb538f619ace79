import 'server-only'
import { cache } from 'react'

type Field = string | number | boolean | null | undefined

/**
 * React's cache() for a query function that takes one object of plain fields. cache() tells arguments apart
 * by identity, so `getCityPage({ slug })` called from generateMetadata and again from the page never matched
 * and the read ran twice in one render: this memoises per request on the fields' values instead, in any key
 * order. Outside a React render (scripts, route handlers) it memoises nothing, as cache() does.
 */
export function cacheByValue<Args extends Record<string, Field>, Result>(
  read: (args: Args) => Result,
): (args: Args) => Result {
  // One map per request: cache() with no arguments returns the same map throughout a render.
  const requestMemo = cache(() => new Map<string, Result>())
  return (args) => {
    const memo = requestMemo()
    const key = JSON.stringify(args, Object.keys(args).sort())
    if (!memo.has(key)) memo.set(key, read(args))
    return memo.get(key) as Result
  }
}
