/**
 * The page cache holds answers only. Against the production server (its file-system page cache): a GET-form
 * answer key nobody's form made is a 404 or a 308 to its canonical key, and a 404 for a made-up slug is rendered
 * each time, and so is a form its schema refuses. None is stored, so a crawler of made-up addresses cannot grow
 * the cache; a real answer still is. Each run uses its own made-up names, so a rerun against a running server
 * starts uncached too.
 */
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test'

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const b64 = (text: string) => Buffer.from(text).toString('base64url')
/**
 * A real finder answer this run asks for: a budget, kept to the whole unit from 1 to 10,000. Answer keys hold
 * parsed values only (a made-up state is dropped), so a run's own answer is one of these.
 */
const BUDGET = 1 + (Number.parseInt(RUN.slice(-4), 36) % 10_000)

/** The same address twice, without following redirects: both answers. */
async function twice(request: APIRequestContext, path: string): Promise<[APIResponse, APIResponse]> {
  const first = await request.get(path, { maxRedirects: 0 })
  const second = await request.get(path, { maxRedirects: 0 })
  return [first, second]
}

test.describe('GET-form answer keys', () => {
  for (const country of ['', '/uk']) {
    for (const page of ['/find-provider', '/calculator', '/eligibility', '/cost']) {
      test(`${country}${page}/q/ with a made-up key is a 404 that is never stored`, async ({ request }) => {
        // Base64url that decodes to bytes of no field, and a key that decodes to nothing at all.
        for (const key of [`zz${RUN}`, 'AAAA']) {
          const responses = await twice(request, `${country}${page}/q/${key}`)
          for (const response of responses) {
            expect(response.status(), key).toBe(404)
            expect(response.headers()['x-nextjs-cache'], key).not.toBe('HIT')
          }
        }
      })
    }

    test(`${country}/find-provider/q/ with a key out of canonical form is a 308 to the canonical key, never stored`, async ({
      request,
    }) => {
      const canonical = b64(`find=1&budget=${BUDGET}`)
      // The same answer in another order, with a field the page does not have, or a choice it does not offer.
      for (const key of [
        b64(`budget=${BUDGET}&find=1`),
        b64(`find=1&budget=${BUDGET}&aff_id=x`),
        b64(`find=1&budget=${BUDGET}.0&state=${RUN}`),
      ]) {
        const responses = await twice(request, `${country}/find-provider/q/${key}`)
        for (const response of responses) {
          expect(response.status()).toBe(308)
          expect(response.headers().location).toBe(`${country}/find-provider/q/${canonical}`)
          expect(response.headers()['x-nextjs-cache']).not.toBe('HIT')
        }
      }
    })
  }

  test('a real answer is still cached: the form’s own query, then its canonical key', async ({ request }) => {
    const [first, second] = await twice(request, `/find-provider?find=1&budget=${BUDGET}&utm_source=${RUN}`)
    expect(first.status()).toBe(200)
    expect(second.status()).toBe(200)
    expect(second.headers()['x-nextjs-cache']).toBe('HIT')
    const direct = await request.get(`/find-provider/q/${b64(`find=1&budget=${BUDGET}`)}`, { maxRedirects: 0 })
    expect(direct.status()).toBe(200)
    expect(direct.headers()['x-nextjs-cache']).toBe('HIT')
  })

  test('a refused answer is rendered each time with its message, never stored', async ({ request }) => {
    for (const query of [`plan=1&coverage=none&bmi=abc${RUN}`, `plan=1&coverage=none&bmi=33&age=${RUN}`]) {
      for (const response of await twice(request, `/cost?${query}`)) {
        expect(response.status(), query).toBe(200)
        expect(response.headers()['x-nextjs-cache'], query).not.toBe('HIT')
        expect(response.headers()['cache-control'], query).toContain('no-store')
        expect(await response.text(), query).toContain('Some answers need a change')
      }
    }
  })
})

test.describe('404s for made-up slugs', () => {
  // Titles stay the same in every worker; the made-up part is added inside the test.
  for (const path of [
    '/blog/',
    '/near/',
    '/providers/',
    '/uk/providers/',
    '/compare/cedarline-health-vs-',
    '/',
    '/uk/',
  ]) {
    test(`${path}{made-up} answers 404 and is never stored`, async ({ request }) => {
      const responses = await twice(request, `${path}x-${RUN}`)
      for (const response of responses) {
        expect(response.status()).toBe(404)
        expect(response.headers()['x-nextjs-cache']).not.toBe('HIT')
      }
    })
  }
})
