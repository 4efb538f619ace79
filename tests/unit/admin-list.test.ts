import { redirect } from 'next/navigation'
import { loadForAdminPage } from '@/lib/admin/load'
import { AppError } from '@/lib/errors'
import { adminListQuerySchema } from '@/lib/validation/admin'

describe('adminListQuerySchema (the admin lists’ ?q=)', () => {
  it('keeps one search string, cut to 100 characters', () => {
    expect(adminListQuerySchema.parse({ q: 'cedar' }).q).toBe('cedar')
    expect(adminListQuerySchema.parse({ q: 'x'.repeat(150) }).q).toHaveLength(100)
  })

  it('ignores a missing or repeated ?q= and other parameters', () => {
    expect(adminListQuerySchema.parse({}).q).toBe('')
    expect(adminListQuerySchema.parse({ q: ['a', 'b'] }).q).toBe('')
    expect(adminListQuerySchema.parse({ q: 'a', page: '2' })).toEqual({ q: 'a' })
  })

  it('makes the text storable (no U+0000, no lone surrogate)', () => {
    expect(adminListQuerySchema.parse({ q: 'a\u0000b\ud800' }).q).toBe('ab\ufffd')
  })
})

describe('loadForAdminPage', () => {
  let logged: jest.SpyInstance
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => logged.mockRestore())

  it('returns what the read returns', async () => {
    await expect(loadForAdminPage('test', async () => [1, 2])).resolves.toEqual({ ok: true, data: [1, 2] })
    expect(logged).not.toHaveBeenCalled()
  })

  it('logs a failed read with its context and reports the failure to the page', async () => {
    const failure = new Error('connection refused')
    await expect(loadForAdminPage('providers', () => Promise.reject(failure))).resolves.toEqual({ ok: false })
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('providers'), failure)
  })

  it('never turns a refused session into an empty page', async () => {
    const refused = new AppError('unauthorized:admin')
    await expect(loadForAdminPage('providers', () => Promise.reject(refused))).rejects.toBe(refused)
    const forbidden = new AppError('forbidden:admin')
    await expect(loadForAdminPage('providers', () => Promise.reject(forbidden))).rejects.toBe(forbidden)
    expect(logged).not.toHaveBeenCalled()
  })

  it("lets Next's redirect() through", async () => {
    await expect(loadForAdminPage('providers', async () => redirect('/admin/login'))).rejects.toMatchObject({
      digest: expect.stringContaining('NEXT_REDIRECT'),
    })
  })
})
