import { isDatabaseUnavailable, isUniqueViolation } from '@/lib/db/errors'

const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause })

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    [
      'a dropped connection (postgres.js)',
      Object.assign(new Error('write CONNECTION_CLOSED'), { code: 'CONNECTION_CLOSED' }),
    ],
    ['a connect timeout (postgres.js)', Object.assign(new Error('write CONNECT_TIMEOUT'), { code: 'CONNECT_TIMEOUT' })],
    [
      'a server shutting down',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ],
    ['a connection exception class 08', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['too many connections', Object.assign(new Error('sorry, too many clients already'), { code: '53300' })],
    ['a closed PGlite', new Error('PGlite is closed')],
  ])('is true for %s, also wrapped by Drizzle', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true)
  })

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a syntax error', Object.assign(new Error('syntax error'), { code: '42601' })],
    ['a plain error', new Error('boom')],
    ['nothing', undefined],
  ])('is false for %s', (_label, error) => {
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false)
  })

  it('stops following causes after a few levels', () => {
    let error: unknown = Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })
    for (let i = 0; i < 10; i++) error = wrapped(error)
    expect(isDatabaseUnavailable(error)).toBe(false)
    expect(isUniqueViolation(wrapped(Object.assign(new Error('dup'), { code: '23505' })))).toBe(true)
  })
})
