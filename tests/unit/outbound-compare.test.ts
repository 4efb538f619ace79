import {
  buildOutboundUrl,
  CARRIED_PARAM_LIMITS,
  carriedParams,
  isHttpUrl,
  withLandingParams,
} from '@/lib/domain/outbound'
import { parseCompareSlugs } from '@/lib/domain/compare'
import { titrationCost } from '@/lib/domain/titration'

describe('buildOutboundUrl', () => {
  const base = {
    storedUrl: 'https://cedarline-health.example/start?lang=en',
    utm: 'utm_source=vialscore&utm_medium=comparison',
    affiliateParams: { ref: 'vialscore' },
  }

  it('copies the visitor’s query parameters, then UTM, then affiliate parameters', () => {
    const url = new URL(
      buildOutboundUrl({ ...base, visitorParams: new URLSearchParams('gclid=abc&utm_campaign=spring') }),
    )
    expect(url.origin + url.pathname).toBe('https://cedarline-health.example/start')
    expect(url.searchParams.get('lang')).toBe('en')
    expect(url.searchParams.get('gclid')).toBe('abc')
    expect(url.searchParams.get('utm_campaign')).toBe('spring')
    expect(url.searchParams.get('utm_source')).toBe('vialscore')
    expect(url.searchParams.get('ref')).toBe('vialscore')
  })

  it('lets the affiliate parameters win over a visitor’s attempt to replace them', () => {
    const url = new URL(
      buildOutboundUrl({ ...base, visitorParams: new URLSearchParams('ref=someone-else&utm_source=evil') }),
    )
    expect(url.searchParams.get('ref')).toBe('vialscore')
    expect(url.searchParams.get('utm_source')).toBe('vialscore')
  })

  it('never sends our own parameters or oversized ones on', () => {
    const url = new URL(
      buildOutboundUrl({ ...base, visitorParams: new URLSearchParams(`country=uk&big=${'x'.repeat(300)}`) }),
    )
    expect(url.searchParams.has('country')).toBe(false)
    expect(url.searchParams.has('big')).toBe(false)
  })

  it('passes on only the tracking parameters of the allow-list: no affiliate id or redirect of a link author', () => {
    const visitorParams = new URLSearchParams(
      'aff_id=x&redirect=//evil.example&gbraid=g&wbraid=w&fbclid=f&msclkid=m&utm_term=t&utm_=bare&gclid=abc',
    )
    const url = new URL(buildOutboundUrl({ ...base, visitorParams }))
    expect([...url.searchParams.keys()].sort()).toEqual([
      'fbclid',
      'gbraid',
      'gclid',
      'lang',
      'msclkid',
      'ref',
      'utm_medium',
      'utm_source',
      'utm_term',
      'wbraid',
    ])
  })

  it('always goes to the stored host, whatever the visitor passes (no open redirect)', () => {
    const visitorParams = new URLSearchParams(
      'url=https://evil.example&next=//evil.example&redirect=https://evil.example',
    )
    expect(new URL(buildOutboundUrl({ ...base, visitorParams })).host).toBe('cedarline-health.example')
  })

  it('refuses a stored URL that is not http(s)', () => {
    expect(() =>
      buildOutboundUrl({ ...base, storedUrl: 'javascript:alert(1)', visitorParams: new URLSearchParams() }),
    ).toThrow()
    expect(isHttpUrl('ftp://x.example')).toBe(false)
    expect(isHttpUrl('https://x.example')).toBe(true)
  })
})

describe('parseCompareSlugs', () => {
  it('reads the comma form and the repeated form', () => {
    expect(parseCompareSlugs('a-one,b-two')).toEqual(['a-one', 'b-two'])
    expect(parseCompareSlugs(['a-one', 'b-two', ''])).toEqual(['a-one', 'b-two'])
  })
  it('drops invalid and repeated slugs and keeps at most four', () => {
    expect(parseCompareSlugs('a,a,B,../x,c d,e,f,g,h')).toEqual(['a', 'b', 'e', 'f'])
    expect(parseCompareSlugs(undefined)).toEqual([])
  })
})

describe('titrationCost', () => {
  it('prices each step of the semaglutide schedule and totals it', () => {
    const cost = titrationCost('semaglutide', { '0.25mg': 199, '0.5mg': 249, '1mg': 299, '1.7mg': 349, '2.4mg': 399 })
    expect(cost.steps.map((s) => s.dose)).toEqual(['0.25mg', '0.5mg', '1mg', '1.7mg', '2.4mg'])
    expect(cost.total).toBe(199 + 249 + 299 + 349 + 399)
  })
  it('has no total when a step has no published price', () => {
    const cost = titrationCost('tirzepatide', { '2.5mg': 449 })
    expect(cost.steps).toHaveLength(6)
    expect(cost.steps[1].monthlyPrice).toBeNull()
    expect(cost.total).toBeNull()
  })
})

describe('landing parameters carried through /go/', () => {
  it('keeps a landing page’s own tracking parameters and drops ours, others and oversized ones', () => {
    expect(
      carriedParams(
        new URLSearchParams(`gclid=abc&utm_source=news&country=uk&from=card&aff_id=x&gclid=${'x'.repeat(300)}`),
      ),
    ).toEqual([
      ['gclid', 'abc'],
      ['utm_source', 'news'],
    ])
  })

  it('runs from its own source, as the inline landing script runs it, with the limits passed in', () => {
    const inBrowser = new Function(`return ${carriedParams}`)() as typeof carriedParams
    expect(
      inBrowser(new URLSearchParams('gclid=abc&from=card&a=1&utm_source=x&fbclid=2'), {
        ...CARRIED_PARAM_LIMITS,
        maxParams: 2,
      }),
    ).toEqual([
      ['gclid', 'abc'],
      ['utm_source', 'x'],
    ])
    const addTo = new Function(`return ${withLandingParams}`)() as typeof withLandingParams
    expect(addTo('/go/x?country=uk', [['gclid', 'abc']])).toBe('/go/x?country=uk&gclid=abc')
  })

  it('adds them to a /go/ link without replacing what the link already says', () => {
    expect(withLandingParams('/go/cedarline-health', [['gclid', 'abc']])).toBe('/go/cedarline-health?gclid=abc')
    expect(
      withLandingParams('/go/cedarline-health?country=uk', [
        ['gclid', 'abc'],
        ['country', 'au'],
      ]),
    ).toBe('/go/cedarline-health?country=uk&gclid=abc')
  })
})
