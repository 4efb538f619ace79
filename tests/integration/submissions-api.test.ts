/**
 * POST /api/submissions: the provider-submission form's fields as JSON, with the form's rules and
 * messages, rate limit and honeypot, into the same review queue.
 */
import { POST } from '@/app/api/submissions/route'
import { providerSubmissions } from '@/lib/db/schema'
import { MemoryRateLimitStore, RATE_LIMITS, setRateLimitStore } from '@/lib/rate-limit'
import { SUBMISSION_MESSAGES } from '@/lib/validation/provider-submission'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { fromSocket } from '../helpers/request-scope'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
beforeEach(() => setRateLimitStore(new MemoryRateLimitStore()))
afterAll(() => database.dispose())

const VALID = {
  name: 'Partner Health',
  website: 'https://partner-health.example',
  email: 'Team@Partner-Health.example',
  agreedToTerms: true,
  medications: ['Tirzepatide'],
}

const post = (body: unknown, { address = '198.51.100.7', contentType = 'application/json' } = {}) =>
  fromSocket(address, () =>
    POST(
      new Request('http://localhost/api/submissions', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    ),
  )

const stored = () => database.db.select().from(providerSubmissions)

it('stores a valid submission as pending, like the form', async () => {
  const response = await post(VALID)
  expect(response.status).toBe(201)
  expect(await response.json()).toEqual({ ok: true, message: SUBMISSION_MESSAGES.success })
  const [row] = await stored()
  expect(row).toMatchObject({
    providerName: 'Partner Health',
    contactEmail: 'team@partner-health.example',
    status: 'pending',
    medications: ['Tirzepatide'],
  })
})

it.each([
  [{ ...VALID, agreedToTerms: undefined }, 'agreedToTerms', SUBMISSION_MESSAGES.terms],
  [{ ...VALID, email: 'nobody' }, 'email', SUBMISSION_MESSAGES.email],
  [{ ...VALID, website: 'javascript:alert(1)' }, 'website', SUBMISSION_MESSAGES.website],
])('refuses %j with the form’s message for the field, storing nothing', async (body, field, message) => {
  const before = (await stored()).length
  const response = await post(body)
  expect(response.status).toBe(400)
  expect(await response.json()).toMatchObject({ error: message, fieldErrors: { [field]: [message] } })
  expect(await stored()).toHaveLength(before)
})

it('refuses unknown fields, a body that is not JSON, and another content type', async () => {
  expect((await post({ ...VALID, admin: true })).status).toBe(400)
  expect((await post('{not json')).status).toBe(400)
  expect((await post(VALID, { contentType: 'text/plain' })).status).toBe(415)
})

it('answers a bot that fills the honeypot as usual, and keeps nothing', async () => {
  const before = (await stored()).length
  expect((await post({ ...VALID, companyFax: 'bot' })).status).toBe(201)
  expect(await stored()).toHaveLength(before)
})

it('shares the form’s rate limit per client address', async () => {
  const address = '203.0.113.50'
  for (let i = 0; i < RATE_LIMITS.submission.limit; i++)
    expect((await post({ ...VALID, name: `Partner ${i}` }, { address })).status).toBe(201)
  const refused = await post(VALID, { address })
  expect(refused.status).toBe(429)
  expect(refused.headers.get('retry-after')).toBeTruthy()
})
