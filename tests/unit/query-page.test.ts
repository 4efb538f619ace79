import {
  canonicalQueryKey,
  QUERY_PAGE_TRIGGERS,
  QUERY_PAGES,
  queryPagePath,
  queryPageSearch,
} from '@/lib/http/query-page'
import { queryPageRequestUrl } from '@/lib/http/query-page.mjs'

const path = (page: string, query: string) => queryPagePath(page, new URLSearchParams(query))
const key = (internal: string | null) => internal!.split('/q/')[1]!

describe('GET-form pages cached per input', () => {
  it('gives the same key for the same inputs in any order, without tracking parameters', () => {
    const a = path(
      '/eligibility',
      'check=1&unit=metric&age=40&condition=hypertension&condition=sleep-apnea&utm_source=x',
    )
    const b = path('/eligibility', 'condition=sleep-apnea&gclid=abc&age=40&unit=metric&condition=hypertension&check=1')
    expect(a).toMatch(/^\/eligibility\/q\/[A-Za-z0-9_-]+$/)
    expect(a).toBe(b)
  })

  it('reads the fields back as searchParams, repeated ones as a list', () => {
    const search = queryPageSearch(
      '/eligibility',
      key(path('/eligibility', 'check=1&age=40&condition=hypertension&condition=sleep-apnea')),
    )
    expect(search).toEqual({ check: '1', age: '40', condition: ['hypertension', 'sleep-apnea'] })
  })

  it('leaves a query without the page’s fields, and other pages, alone', () => {
    expect(path('/calculator', 'utm_source=news&gclid=1')).toBeNull()
    expect(path('/calculator', '')).toBeNull()
    expect(path('/about', 'tab=bmi')).toBeNull()
  })

  it('answers only a query with one of the page’s trigger fields (what its forms and links always send)', () => {
    expect(path('/calculator', 'pounds=200')).toBeNull()
    expect(path('/find-provider', 'state=OH')).toBeNull()
    expect(path('/calculator', 'tab=bmi')).not.toBeNull()
    expect(path('/calculator', 'dose=0&calc=1')).not.toBeNull()
    expect(path('/eligibility', 'unit=metric')).not.toBeNull()
    expect(path('/find-provider', 'find=1&state=OH')).not.toBeNull()
    expect(path('/prices', 'medicine=zepbound-tirzepatide-vials')).not.toBeNull()
    expect(path('/prices', 'utm_source=news')).toBeNull()
  })

  it('cuts long values and ignores forged keys', () => {
    const search = queryPageSearch('/find-provider', key(path('/find-provider', `find=1&budget=${'9'.repeat(500)}`)))
    expect((search.budget as string).length).toBe(60)
    expect(queryPageSearch('/calculator', Buffer.from('isAdmin=1&tab=bmi').toString('base64url'))).toEqual({
      tab: 'bmi',
    })
    expect(queryPageSearch('/calculator', 'not/a key')).toEqual({})
  })
})

describe('canonical answer keys (only these are rendered and cached)', () => {
  const b64 = (text: string) => Buffer.from(text).toString('base64url')

  it('takes the key the form makes as it is', () => {
    const made = key(path('/find-provider', 'state=OH&find=1&utm_source=x'))
    expect(canonicalQueryKey('/find-provider', made)).toBe(made)
  })

  it('names the canonical key of a key out of form: another order, an unknown field, a long value', () => {
    const canonical = b64('find=1&state=OH')
    expect(canonicalQueryKey('/find-provider', b64('state=OH&find=1'))).toBe(canonical)
    expect(canonicalQueryKey('/find-provider', b64('find=1&state=OH&aff_id=x'))).toBe(canonical)
    expect(canonicalQueryKey('/find-provider', b64(`find=1&budget=${'9'.repeat(100)}`))).toBe(
      b64(`find=1&budget=${'9'.repeat(60)}`),
    )
  })

  it('has none for a key that asks for no answer: made up, empty, no trigger field, not base64url', () => {
    for (const made of ['zzmadeup', 'AAAA', b64('state=OH'), b64('isAdmin=1'), 'not/a key', '', 'x'.repeat(2001)]) {
      expect(canonicalQueryKey('/find-provider', made)).toBeNull()
    }
    expect(canonicalQueryKey('/about' as never, b64('find=1'))).toBeNull()
  })
})

describe('the trigger fields', () => {
  it('are fields of their page', () => {
    for (const [page, triggers] of Object.entries(QUERY_PAGE_TRIGGERS)) {
      expect(QUERY_PAGES[page as keyof typeof QUERY_PAGES]).toEqual(expect.arrayContaining([...triggers]))
    }
  })
})

describe('the answer URL scripts/server.mjs hands Next (what the proxy does elsewhere)', () => {
  const query = 'find=1&state=OH&medication=tirzepatide'
  const answer = path('/find-provider', query)!

  it('is the same answer page as the proxy’s, query kept, under the country it was asked in', () => {
    expect(queryPageRequestUrl(`/find-provider?${query}`, {})).toBe(`${answer}?${query}`)
    expect(queryPageRequestUrl(`/uk/find-provider?${query}&_rsc=abc`, {})).toBe(`/uk${answer}?${query}&_rsc=abc`)
    expect(queryPageRequestUrl('/calculator?tab=bmi', {})).toBe(`${path('/calculator', 'tab=bmi')}?tab=bmi`)
  })

  it('leaves pages without a submitted form alone', () => {
    for (const url of [
      '/find-provider',
      '/find-provider?state=OH',
      '/calculator?utm_source=x',
      '/about?find=1',
      '/us/find-provider?find=1',
      '/blog/find-provider?find=1',
      '/find-provider/?find=1',
    ]) {
      expect(queryPageRequestUrl(url, {})).toBeNull()
    }
  })

  it('leaves a first visit the geo redirect may take to the proxy, and not once the visit is recorded', () => {
    const url = `/find-provider?${query}`
    expect(queryPageRequestUrl(url, { 'cf-ipcountry': 'GB' })).toBeNull()
    expect(queryPageRequestUrl(url, { cookie: 'a=1; selected-country=uk' })).toBeNull()
    expect(queryPageRequestUrl(url, { 'cf-ipcountry': 'GB', cookie: 'selected-country=uk; country-visited=1' })).toBe(
      `${answer}?${query}`,
    )
    expect(queryPageRequestUrl(url, { cookie: 'not-selected-country=uk' })).toBe(`${answer}?${query}`)
  })
})
