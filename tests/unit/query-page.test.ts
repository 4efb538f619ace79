/**
 * GET-form answers read from the URL (lib/http/query-answers.ts): one parse by the form's own schema decides
 * the cache key (the parsed, canonical fields) or that the answer is rendered on each request (refused).
 */
import fc from 'fast-check'
import { answerChoices, registerQueryAnswers } from '@/lib/http/query-answer-choices'
import { answerKey, formQuery, keySearch, queryAnswerPath, readQueryAnswer } from '@/lib/http/query-answers'
import { QUERY_ANSWER_GLOBAL, QUERY_PAGE_TRIGGERS } from '@/lib/http/query-page'
import { queryPageRequestUrl } from '@/lib/http/query-page.mjs'

const path = (page: string, query: string, country = 'us') =>
  queryAnswerPath(page, country, new URLSearchParams(query), answerChoices())
const key = (internal: string | null) => internal!.split('/q/')[1]!
const fieldsOf = (internal: string | null) => formQuery(keySearch(key(internal))!)
const b64 = (text: string) => Buffer.from(text).toString('base64url')

describe('GET-form pages cached per answer', () => {
  it('gives the same key for the same inputs in any order, without tracking parameters', () => {
    const a = path(
      '/eligibility',
      'check=1&unit=metric&age=40&kilograms=80&centimetres=170&condition=hypertension&condition=sleep-apnea&utm_source=x',
    )
    const b = path(
      '/eligibility',
      'condition=sleep-apnea&gclid=abc&age=40&centimetres=170&unit=metric&kilograms=80&condition=hypertension&check=1',
    )
    expect(a).toMatch(/^\/eligibility\/q\/[A-Za-z0-9_-]+$/)
    expect(a).toBe(b)
  })

  it('keys the parsed fields, a repeated one as a list, numbers at their step, unknown choices dropped', () => {
    expect(
      fieldsOf(
        path(
          '/eligibility',
          'check=1&unit=imperial&age=40.0&pounds=250.4&feet=0&inches=68&state=ZZ&condition=sleep-apnea&condition=hypertension&condition=made-up',
        ),
      ),
    ).toEqual({
      check: '1',
      unit: 'imperial',
      age: '40',
      pounds: '250',
      feet: '5',
      inches: '8',
      condition: ['hypertension', 'sleep-apnea'],
    })
    expect(fieldsOf(path('/cost', 'plan=1&coverage=medicare&state=OH&bmi=33.04&payer=cvs-caremark'))).toEqual({
      plan: '1',
      unit: 'imperial',
      coverage: 'medicare',
      state: 'OH',
      use: 'weight',
      form: 'any',
      bmi: '33',
    })
    expect(fieldsOf(path('/find-provider', 'find=1&budget=249.6&medication=insulin&form=tablet'))).toEqual({
      find: '1',
      form: 'tablet',
      budget: '250',
    })
  })

  it('leaves a query without the page’s trigger fields, and other pages, alone', () => {
    expect(path('/calculator', 'utm_source=news&gclid=1')).toBeNull()
    expect(path('/calculator', '')).toBeNull()
    expect(path('/about', 'tab=bmi')).toBeNull()
    expect(path('/calculator', 'pounds=200')).toBeNull()
    expect(path('/find-provider', 'state=OH')).toBeNull()
    expect(path('/prices', 'utm_source=news')).toBeNull()
  })

  it('answers a query with one of the page’s trigger fields (what its forms and links always send)', () => {
    expect(path('/calculator', 'tab=bmi')).toMatch(/^\/calculator\/q\//)
    expect(path('/eligibility', 'unit=metric')).toMatch(/^\/eligibility\/q\//)
    expect(path('/find-provider', 'find=1&state=OH')).toMatch(/^\/find-provider\/q\//)
    expect(path('/cost', 'unit=imperial&coverage=medicaid')).toMatch(/^\/cost\/q\//)
    const product = answerChoices().products.find((candidate) => candidate.startsWith('zepbound'))!
    expect(path('/prices', `medicine=${product}`)).toMatch(/^\/prices\/q\//)
    // The tracker's filter naming no product it can hold is the whole tracker: the page itself.
    expect(path('/prices', 'medicine=made-up')).toBeNull()
    expect(path('/prices', 'medicine=')).toBeNull()
    for (const [page, triggers] of Object.entries(QUERY_PAGE_TRIGGERS))
      for (const field of triggers) if (page !== '/prices') expect(path(page, `${field}=1`)).not.toBeNull()
  })

  it('renders a refused form, and a dose or cost calculation, on each request: never under a cache key', () => {
    for (const [page, query] of [
      ['/cost', 'plan=1&bmi=abc'],
      ['/cost', 'plan=1&bmi=5'],
      ['/cost', 'plan=1&state=ZZ'],
      ['/cost', 'plan=1&pounds=250&feet=30'],
      ['/eligibility', 'check=1&age=0&kilograms=80&centimetres=170'],
      ['/find-provider', `find=1&budget=${'9'.repeat(500)}`],
      ['/find-provider', 'find=1&budget=-5'],
      ['/calculator', 'tab=cost&calc=1&monthlyPrice=100'],
      ['/calculator', 'tab=dosage&calc=1&dose=2.5&concentration=5&frequency=1&weeks=4'],
      ['/calculator', 'tab=bmi&calc=1&unit=metric&kilograms=400&centimetres=170'],
    ])
      expect([page, query, path(page, query)]).toEqual([page, query, `${page}/uncached`])
    // Not submitted, nothing is refused: the form keeps its choices, not its figures.
    expect(fieldsOf(path('/cost', 'unit=metric&bmi=abc&coverage=public', 'uk'))).toEqual({
      unit: 'metric',
      coverage: 'public',
      use: 'weight',
      form: 'any',
    })
  })

  it('reads a key back to the same key: the answer page renders what the key holds', () => {
    for (const [page, query, country] of [
      [
        '/cost',
        'plan=1&coverage=plan-unsure&payer=unknown&state=TX&pounds=210&feet=5&inches=4&condition=prediabetes&age=44',
        'us',
      ],
      ['/cost', 'plan=1&unit=metric&coverage=public&kilograms=95.5&centimetres=171.2', 'uk'],
      ['/eligibility', 'check=1&unit=metric&age=40&kilograms=80&centimetres=170', 'ca'],
      ['/find-provider', 'find=1&state=OH&medication=tirzepatide&budget=400&video=1', 'us'],
      ['/calculator', 'tab=bmi&unit=metric', 'au'],
      ['/calculator', 'calc=0', 'us'],
      ['/calculator', 'tab=bmi&calc=1&unit=metric&kilograms=95.2&centimetres=170', 'us'],
      ['/calculator', 'tab=bmi&calc=1&pounds=180&inches=70', 'us'],
      // Forms not yet submitted: their choices only, and the trigger field that asks for them.
      ['/find-provider', 'find=0&state=OH&budget=30', 'us'],
      ['/eligibility', 'unit=metric&age=40&condition=prediabetes', 'us'],
      ['/cost', 'unit=imperial&coverage=medicaid&state=UT&bmi=31', 'us'],
    ]) {
      const made = key(path(page, query, country))
      const again = readQueryAnswer(page, country, keySearch(made)!, answerChoices())
      expect(again).toMatchObject({ cached: true })
      expect(answerKey((again as { fields: [string, string][] }).fields)).toBe(made)
    }
  })

  it('reads any query’s key back to itself, on every page and in every country', () => {
    const decimal = (min: number, max: number) =>
      fc.double({ min, max, noNaN: true }).map((number) => String(Math.round(number * 1000) / 1000))
    const whole = (min: number, max: number) => fc.integer({ min, max }).map(String)
    const one = (...values: string[]) => fc.constantFrom(...values)
    const SIZE = {
      pounds: fc.oneof(whole(60, 500), decimal(60, 500)),
      feet: whole(0, 8),
      inches: fc.oneof(whole(0, 80), decimal(0, 12)),
      kilograms: fc.oneof(whole(30, 250), decimal(30, 250)),
      centimetres: fc.oneof(whole(100, 230), decimal(100, 230)),
    }
    const CONDITIONS = fc.subarray(['prediabetes', 'hypertension', 'type2-diabetes', 'made-up', 'sleep-apnea'])
    const FORMS = {
      '/cost': {
        plan: one('1', '1', '1', '0'),
        unit: one('imperial', 'metric', 'x'),
        coverage: one('none', 'plan-covers', 'plan-unsure', 'medicare', 'medicaid', 'public', 'x'),
        payer: one('cvs-caremark', 'unknown', 'acme-health', ''),
        state: one('OH', 'TX', 'ZZ', ''),
        use: one('weight', 'type2-diabetes', 'heart', 'x'),
        form: one('any', 'tablet', 'pen', 'x'),
        ...SIZE,
        bmi: fc.oneof(decimal(10, 95), one('abc', '')),
        condition: CONDITIONS,
        age: fc.oneof(whole(0, 130), decimal(10, 80)),
      },
      '/eligibility': {
        check: one('1', '1', '0'),
        unit: one('imperial', 'metric'),
        age: fc.oneof(whole(0, 130), decimal(10, 80)),
        ...SIZE,
        state: one('OH', 'ZZ', ''),
        condition: CONDITIONS,
      },
      '/find-provider': {
        find: one('1', '1', '0'),
        state: one('OH', 'ZZ', ''),
        medication: one('tirzepatide', 'semaglutide', 'insulin', ''),
        form: one('injection', 'tablet', 'x'),
        type: one('brand', 'compounded', 'x'),
        budget: fc.oneof(decimal(-5, 20_000), whole(0, 2000), one('abc', '')),
        insurance: one('1', '0'),
        noCommitment: one('1', ''),
        video: one('1'),
      },
      '/calculator': {
        tab: one('bmi', 'bmi', 'cost', 'dosage', 'x'),
        calc: one('1', '1', '0'),
        unit: one('metric', 'imperial'),
        ...SIZE,
        dose: decimal(0, 20),
      },
      '/prices': { medicine: fc.oneof(one('made-up', ''), fc.constantFrom(...answerChoices().products)) },
    }
    const query = fc.oneof(
      ...Object.entries(FORMS).map(([page, fields]) =>
        fc.record(fields as Record<string, fc.Arbitrary<string | string[]>>, { requiredKeys: [] }).map((values) => ({
          page,
          search: new URLSearchParams(
            Object.entries(values).flatMap(([field, value]) =>
              [value ?? []].flat().map((one): [string, string] => [field, one]),
            ),
          ),
        })),
      ),
    )
    let cached = 0
    fc.assert(
      fc.property(query, one('us', 'uk', 'ca', 'au'), ({ page, search }, country) => {
        const answer = readQueryAnswer(page, country, search, answerChoices())
        if (!answer?.cached) return
        cached++
        const key = answerKey(answer.fields)
        const again = readQueryAnswer(page, country, keySearch(key)!, answerChoices())
        expect(again?.cached && answerKey(again.fields)).toBe(key)
      }),
      { numRuns: 3000 },
    )
    expect(cached).toBeGreaterThan(1000)
  })

  it('has no answer for a key that is not base64url of a sensible length', () => {
    for (const made of ['not/a key', '', 'x'.repeat(2001)]) expect(keySearch(made)).toBeNull()
    expect(readQueryAnswer('/find-provider', 'us', keySearch(b64('isAdmin=1'))!, answerChoices())).toBeNull()
    expect(readQueryAnswer('/find-provider', 'xx', keySearch(b64('find=1'))!, answerChoices())).toBeNull()
  })

  it('keeps a content choice it cannot check (the proxy) for the answer page to drop', () => {
    const query = new URLSearchParams('plan=1&coverage=plan-unsure&payer=acme-health&bmi=31')
    const proxied = readQueryAnswer('/cost', 'us', query, null)
    expect(proxied).toMatchObject({ cached: true, fields: expect.arrayContaining([['payer', 'acme-health']]) })
    expect(readQueryAnswer('/cost', 'us', query, answerChoices())).toMatchObject({
      cached: true,
      fields: expect.not.arrayContaining([['payer', 'acme-health']]),
    })
  })
})

describe('the answer URL scripts/server.mjs hands Next (what the proxy does elsewhere)', () => {
  const query = 'find=1&state=OH&medication=tirzepatide'
  const answer = path('/find-provider', query)!
  beforeAll(registerQueryAnswers)

  it('is the same answer page as the proxy’s, query kept, under the country it was asked in', () => {
    expect(queryPageRequestUrl(`/find-provider?${query}`, {})).toBe(`${answer}?${query}`)
    expect(queryPageRequestUrl(`/uk/find-provider?${query}&_rsc=abc`, {})).toBe(
      `/uk${path('/find-provider', query, 'uk')}?${query}&_rsc=abc`,
    )
    expect(queryPageRequestUrl('/calculator?tab=bmi', {})).toBe(`${path('/calculator', 'tab=bmi')}?tab=bmi`)
    expect(queryPageRequestUrl('/cost?plan=1&bmi=abc', {})).toBe('/cost/uncached?plan=1&bmi=abc')
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

  it('leaves every form to the proxy until the app has handed over its mapping', () => {
    const globals = globalThis as Record<string, unknown>
    const mapping = globals[QUERY_ANSWER_GLOBAL]
    delete globals[QUERY_ANSWER_GLOBAL]
    try {
      expect(queryPageRequestUrl(`/find-provider?${query}`, {})).toBeNull()
    } finally {
      globals[QUERY_ANSWER_GLOBAL] = mapping
    }
  })
})
