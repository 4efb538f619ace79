import { InvalidSettingsError, parseEnv, productionStartProblems } from '@/lib/env'

describe('parseEnv', () => {
  it('falls back to the offline defaults when nothing is set', () => {
    const env = parseEnv({})
    expect(env.SITE_NAME).toBe('VialScore')
    expect(env.SITE_URL).toBe('http://localhost:3000')
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.PGLITE_DIR).toBe('.data/pglite')
    expect(env.OPENAI_API_KEY).toBeUndefined()
    expect(env.GEO_REDIRECT).toBe(true)
    expect(env.TRUST_PROXY).toBe('none')
  })

  it('treats empty values as unset', () => {
    const env = parseEnv({ DATABASE_URL: '', SITE_NAME: '  ', OPENAI_API_KEY: '' })
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.SITE_NAME).toBe('VialScore')
    expect(env.OPENAI_API_KEY).toBeUndefined()
  })

  it('keeps valid values', () => {
    const env = parseEnv({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
      SITE_URL: 'https://vialscore.example',
      GEO_REDIRECT: 'false',
      SITE_CONTACT_EMAIL: 'team@vialscore.example',
    })
    expect(env.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/postgres')
    expect(env.SITE_URL).toBe('https://vialscore.example')
    expect(env.GEO_REDIRECT).toBe(false)
  })

  it('reads TRUST_PROXY as a proxy count or a platform', () => {
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(parseEnv({ TRUST_PROXY: 'Cloudflare' }).TRUST_PROXY).toBe('cloudflare')
    expect(parseEnv({ TRUST_PROXY: 'vercel' }).TRUST_PROXY).toBe('vercel')
    expect(parseEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBe('none')
  })

  it.each([
    ['SITE_URL', 'not a url'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['SITE_CONTACT_EMAIL', 'nobody'],
    ['GEO_REDIRECT', 'maybe'],
    ['BETTER_AUTH_SECRET', 'short'],
    ['REDIS_URL', 'http://localhost:6379'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.0/8'],
  ])('stops with a message naming %s when it is malformed', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(InvalidSettingsError)
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`${name}:`))
  })
})

describe('productionStartProblems (what npm start refuses)', () => {
  const SECRET = 'x'.repeat(32)
  const problems = (source: Record<string, string>) => productionStartProblems(parseEnv(source), source)

  it('accepts a public address and a secret', () => {
    expect(problems({ SITE_URL: 'https://vialscore.example', BETTER_AUTH_SECRET: SECRET })).toEqual([])
    // On Vercel the address comes from the deployment.
    expect(
      problems({
        VERCEL_ENV: 'production',
        VERCEL_PROJECT_PRODUCTION_URL: 'vialscore.example',
        BETTER_AUTH_SECRET: SECRET,
      }),
    ).toEqual([])
  })

  it.each([
    'http://localhost:3000',
    'http://127.0.0.1:8080',
    'http://app.localhost',
    'http://[::1]:3000',
    'http://0.0.0.0',
  ])('refuses the local address %s unless ALLOW_LOCAL_SITE_URL', (url) => {
    expect(problems({ SITE_URL: url, BETTER_AUTH_SECRET: SECRET })).toEqual([
      expect.stringMatching(/^SITE_URL: .* is a local address/),
    ])
    expect(problems({ SITE_URL: url, BETTER_AUTH_SECRET: SECRET, ALLOW_LOCAL_SITE_URL: '1' })).toEqual([])
  })

  it('refuses an unset address and an unset secret, each by name', () => {
    expect(problems({})).toEqual([
      expect.stringMatching(/^SITE_URL: not set/),
      expect.stringMatching(/^BETTER_AUTH_SECRET: not set/),
    ])
    expect(problems({ ALLOW_LOCAL_SITE_URL: 'true' })).toEqual([expect.stringMatching(/^BETTER_AUTH_SECRET: not set/)])
  })
})
