import { queryPagePath, queryPageSearch } from '@/lib/domain/query-page'

const path = (page: string, query: string) => queryPagePath(page, new URLSearchParams(query))
const key = (internal: string | null) => internal!.split('/q/')[1]!

describe('GET-form pages cached per input', () => {
  it('gives the same key for the same inputs in any order, without tracking parameters', () => {
    const a = path('/eligibility', 'check=1&unit=metric&age=40&condition=hypertension&condition=sleep-apnea&utm_source=x')
    const b = path('/eligibility', 'condition=sleep-apnea&gclid=abc&age=40&unit=metric&condition=hypertension&check=1')
    expect(a).toMatch(/^\/eligibility\/q\/[A-Za-z0-9_-]+$/)
    expect(a).toBe(b)
  })

  it('reads the fields back as searchParams, repeated ones as a list', () => {
    const search = queryPageSearch('/eligibility', key(path('/eligibility', 'check=1&age=40&condition=hypertension&condition=sleep-apnea')))
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
  })

  it('cuts long values and ignores forged keys', () => {
    const search = queryPageSearch('/find-provider', key(path('/find-provider', `find=1&budget=${'9'.repeat(500)}`)))
    expect((search.budget as string).length).toBe(60)
    expect(queryPageSearch('/calculator', Buffer.from('isAdmin=1&tab=bmi').toString('base64url'))).toEqual({ tab: 'bmi' })
    expect(queryPageSearch('/calculator', 'not/a key')).toEqual({})
  })
})
