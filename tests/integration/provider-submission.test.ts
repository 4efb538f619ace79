import { submitProvider } from '@/lib/actions/provider-submission'
import { mailOutbox, providerSubmissions } from '@/lib/db/schema'
import { env } from '@/lib/env'
import { setRateLimitStore } from '@/lib/rate-limit'
import { SUBMISSION_MESSAGES } from '@/lib/validation/provider-submission'
import { createTestDatabase, type TestDatabase } from '../helpers/database'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
  setRateLimitStore({ hit: async () => ({ count: 1, resetAt: Date.now() + 60_000 }) })
})
afterAll(() => database.dispose())

function form(fields: Record<string, string | string[]>) {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) data.append(key, item)
  return data
}

const VALID = {
  name: 'Test Telehealth',
  website: 'https://test-telehealth.example',
  email: 'Founder@Test-Telehealth.example',
  agreedToTerms: 'on',
}

const stored = () => database.db.select().from(providerSubmissions)

describe('provider submission', () => {
  it.each([
    [{ ...VALID, agreedToTerms: undefined }, SUBMISSION_MESSAGES.terms],
    [{ ...VALID, name: '  ' }, SUBMISSION_MESSAGES.required],
    [{ ...VALID, website: '' }, SUBMISSION_MESSAGES.required],
    [{ ...VALID, email: '' }, SUBMISSION_MESSAGES.required],
    [{ ...VALID, website: 'not a url' }, SUBMISSION_MESSAGES.website],
    [{ ...VALID, website: 'javascript:alert(1)' }, SUBMISSION_MESSAGES.website],
    [{ ...VALID, email: 'nobody' }, SUBMISSION_MESSAGES.email],
    // The contact address goes to the admin's list and mail: no second recipient, comment or formula in it.
    [{ ...VALID, email: 'x@y.z;=HYPERLINK(A1)' }, SUBMISSION_MESSAGES.email],
    [{ ...VALID, email: 'a@example.com, b@example.com' }, SUBMISSION_MESSAGES.email],
    [{ ...VALID, email: 'A <a@example.com>' }, SUBMISSION_MESSAGES.email],
  ])('rejects %j with its message and stores nothing', async (fields, message) => {
    const clean = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Record<
      string,
      string
    >
    expect(await submitProvider(null, form(clean))).toMatchObject({ ok: false, error: message })
    expect(await stored()).toHaveLength(0)
  })

  it('checks the terms before anything else', async () => {
    expect(await submitProvider(null, form({ name: '', website: 'x', email: 'y' }))).toMatchObject({
      error: SUBMISSION_MESSAGES.terms,
    })
  })

  it('rejects unknown medications, states and fields', async () => {
    expect(await submitProvider(null, form({ ...VALID, medications: 'Snake oil' }))).toMatchObject({ ok: false })
    expect(await submitProvider(null, form({ ...VALID, excludedStates: 'Atlantis' }))).toMatchObject({ ok: false })
    expect(await submitProvider(null, form({ ...VALID, status: 'converted' }))).toMatchObject({ ok: false })
    expect(await stored()).toHaveLength(0)
  })

  it('stores a valid submission as pending with the payload mailed for review', async () => {
    const result = await submitProvider(
      null,
      form({
        ...VALID,
        medications: ['Semaglutide', 'Tirzepatide'],
        excludedStates: ['Alaska', 'Hawaii'],
        phone: '555-0100',
      }),
    )
    expect(result).toEqual({
      ok: true,
      message: "Provider information submitted successfully! We'll review and contact you soon.",
    })
    const [row] = await stored()
    expect(row.status).toBe('pending')
    expect(row.contactEmail).toBe('founder@test-telehealth.example')
    expect(row.excludedStates).toEqual(['Alaska', 'Hawaii'])
    const payload = row.payload as { providerData: Record<string, unknown>; timestamp: string; userAgent: string }
    expect(payload.providerData).toMatchObject({
      providerName: 'Test Telehealth',
      website: 'https://test-telehealth.example',
      contactEmail: 'founder@test-telehealth.example',
      phoneNumber: '555-0100',
      medications: ['Semaglutide', 'Tirzepatide'],
      submitterName: 'Test Telehealth',
      submitterRole: 'Provider Representative',
    })
    const states = String(payload.providerData.states).split(', ')
    expect(states).toHaveLength(48)
    expect(states).not.toContain('Alaska')
    expect(states).toContain('Texas')
    expect(new Date(payload.timestamp).getTime()).not.toBeNaN()
  })

  it('keeps nothing from a bot that fills the honeypot, but answers as usual', async () => {
    const before = (await stored()).length
    expect(await submitProvider(null, form({ ...VALID, companyFax: 'spam' }))).toMatchObject({ ok: true })
    expect(await stored()).toHaveLength(before)
  })

  it('mails the editors through the outbox when SUBMISSIONS_EMAIL is set and SMTP is not', async () => {
    env.SUBMISSIONS_EMAIL = 'editors@vialscore.example'
    try {
      await submitProvider(
        null,
        form({ ...VALID, name: 'Mailed Provider', contactName: 'Dana', additionalInfo: 'Medical director' }),
      )
      const mail = await database.db.select().from(mailOutbox)
      expect(mail).toHaveLength(1)
      expect(mail[0].to).toBe('editors@vialscore.example')
      expect(mail[0].subject).toContain('Mailed Provider')
      expect(mail[0].body).toContain('"submitterName": "Dana"')
      expect(mail[0].body).toContain('"submitterRole": "Medical director"')
    } finally {
      env.SUBMISSIONS_EMAIL = undefined
    }
  })
})
