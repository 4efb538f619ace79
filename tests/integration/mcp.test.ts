/**
 * The MCP endpoint through the SDK's own client: Client + StreamableHTTPClientTransport, whose `fetch` hands
 * each request to the real route handler (app/api/mcp/route.ts), on a seeded database of this file's own.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import fc from 'fast-check'
import { DELETE, GET, POST } from '@/app/api/mcp/route'
import { SAMPLE_LAST_VERIFIED } from '../fixtures/providers'
import { env } from '@/lib/env'
import { MemoryRateLimitStore, RATE_LIMITS, setRateLimitStore } from '@/lib/rate-limit'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { COUNTRIES } from '@/config/countries'
import { PATIENTS, patientInput } from '../fixtures/patients'
import { getCostPlan } from '@/lib/data/cost-plan'
import { fromSocket } from '../helpers/request-scope'

jest.mock('next/cache', () => require('../helpers/admin-mocks').nextCache)

const ENDPOINT = 'http://localhost/api/mcp'
const ACCEPT = 'application/json, text/event-stream'
const HANDLERS: Record<string, (request: Request) => Response | Promise<Response>> = { GET, POST, DELETE }

let database: TestDatabase
/** Every answer the route gave the client: method and status. */
const answers: { method: string; status: number }[] = []

async function routeFetch(url: string | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(url, init)
  const response = await HANDLERS[request.method]!(request)
  answers.push({ method: request.method, status: response.status })
  return response
}

let client: Client

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  setRateLimitStore(new MemoryRateLimitStore())
  client = new Client({ name: 'vialscore-test', version: '1.0.0' })
  await client.connect(new StreamableHTTPClientTransport(new URL(ENDPOINT), { fetch: routeFetch }))
})
afterAll(async () => {
  await client.close()
  await database.dispose()
})
beforeEach(() => setRateLimitStore(new MemoryRateLimitStore()))

type Summary = {
  rank: number
  slug: string
  url: string
  prices: Record<string, { dose: string; monthlyPrice: number }[]>
  lowestMonthlyPrice: { medication: string; dose: string; amount: number } | null
}

/** A successful call's structured answer, checked to be the same JSON as its text. */
async function call<T = Record<string, unknown>>(name: string, args: Record<string, unknown>): Promise<T> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult
  expect(result.isError).toBeFalsy()
  expect(result.content).toHaveLength(1)
  const text = (result.content[0] as { type: 'text'; text: string }).text
  expect(JSON.parse(text)).toEqual(result.structuredContent)
  expect(result.structuredContent!.notice).toMatch(
    /Figures come from VialScore's provider data.*source.*not medical advice/,
  )
  return result.structuredContent as T
}

async function callError(name: string, args: unknown): Promise<string> {
  const before = answers.length
  const result = (await client.callTool({ name, arguments: args as Record<string, unknown> })) as CallToolResult
  expect(result.isError).toBe(true)
  expect(answers.slice(before)).toEqual([{ method: 'POST', status: 200 }])
  return (result.content[0] as { text: string }).text
}

const slugs = (providers: Summary[]) => providers.map((provider) => provider.slug).sort()

describe('the SDK client against /api/mcp', () => {
  it('connects statelessly (the event-stream GET is a 405 the client accepts) and lists four tools with input schemas', async () => {
    expect(answers.slice(0, 3)).toEqual([
      { method: 'POST', status: 200 },
      { method: 'POST', status: 202 },
      { method: 'GET', status: 405 },
    ])
    expect(client.getServerVersion()?.name).toBe('VialScore provider data')
    expect(client.getInstructions()).toContain('no medical advice')

    const { tools } = await client.listTools()
    expect(tools.map((tool) => tool.name)).toEqual(['find_providers', 'get_provider', 'compare_providers', 'plan_cost'])
    const schema = (name: string) =>
      tools.find((tool) => tool.name === name)!.inputSchema as {
        properties: Record<string, { enum?: string[]; default?: unknown }>
        required?: string[]
        additionalProperties?: boolean
      }
    expect(Object.keys(schema('find_providers').properties).sort()).toEqual([
      'budget',
      'country',
      'medication',
      'state',
    ])
    // Every ingredient of the medicine catalogue (content/medications), Foundayo's and Saxenda's included.
    expect(schema('find_providers').properties.medication.enum).toEqual([
      'semaglutide',
      'tirzepatide',
      'orforglipron',
      'liraglutide',
    ])
    expect(schema('find_providers').properties.country).toMatchObject({ enum: ['us', 'uk', 'ca', 'au'], default: 'us' })
    expect(schema('find_providers').additionalProperties).toBe(false)
    expect(schema('get_provider').required).toEqual(['slug'])
    expect(schema('compare_providers').required).toEqual(['slugs'])
    for (const tool of tools) {
      expect(tool.outputSchema).toMatchObject({ type: 'object' })
      expect(tool.annotations).toMatchObject({ readOnlyHint: true })
    }
  })

  it('plan_cost: the same answer as the /cost page for the same answers; refuses what does not apply', async () => {
    const answer = await call<{ plan: Awaited<ReturnType<typeof getCostPlan>> }>('plan_cost', {
      coverage: 'medicare',
      state: 'Ohio',
      bmi: 36,
    })
    const page = await getCostPlan(
      {
        coverage: 'medicare',
        state: { code: 'OH', name: 'Ohio' },
        use: 'weight',
        bmi: 36,
        conditions: [],
        form: 'any',
        payer: null,
        age: null,
      },
      COUNTRIES[0],
    )
    expect(answer.plan).toEqual(JSON.parse(JSON.stringify(page)))
    expect(answer.plan.paths[0]).toMatchObject({ id: 'medicare-bridge', start: { monthly: 50 } })
    // Every patient of tests/unit/cost-plan-patients.test.ts, as the tool and the page answer them: the same plan.
    for (const patient of PATIENTS) {
      const input = patientInput(patient)
      const country = COUNTRIES.find((candidate) => candidate.code === (patient.country?.code ?? 'US'))!
      const tool = await call<{ payerPage: string | null; plan: Awaited<ReturnType<typeof getCostPlan>> }>(
        'plan_cost',
        {
          country: country.code.toLowerCase(),
          coverage: input.coverage,
          ...(input.state && { state: input.state.code }),
          use: input.use,
          ...(input.bmi !== null && { bmi: input.bmi }),
          conditions: input.conditions,
          form: input.form,
          ...(input.age !== null && { age: input.age }),
          ...(input.payer !== null && { payer: input.payer }),
        },
      )
      expect(tool.plan).toEqual(JSON.parse(JSON.stringify(await getCostPlan(input, country))))
      // A named payer's answer links its page on the site; "I don't know" and no payer, none.
      if (input.payer && input.payer !== 'unknown')
        expect(new URL(tool.payerPage!).pathname).toBe(`/coverage/${input.payer}`)
      else expect(tool.payerPage).toBeNull()
    }
    const diabetes = await call<{ plan: Awaited<ReturnType<typeof getCostPlan>> }>('plan_cost', {
      coverage: 'medicare',
      state: 'OH',
      bmi: 36,
      conditions: ['type2-diabetes'],
    })
    expect(diabetes.plan.paths[0]).toMatchObject({ id: 'part-d', ceiling: { amount: expect.any(Number) } })
    expect(await callError('plan_cost', { coverage: 'medicaid', bmi: 33 })).toBe(
      'Medicaid differs by state: give "state".',
    )
    expect(await callError('plan_cost', { country: 'uk', coverage: 'medicare', bmi: 33 })).toMatch(
      /does not apply to country "uk"/,
    )
    // No BMI: the answer from the coverage alone, with the criterion left to check.
    const coverageOnly = await call<{ plan: Awaited<ReturnType<typeof getCostPlan>> }>('plan_cost', {
      coverage: 'medicare',
      state: 'OH',
    })
    expect(coverageOnly.plan.label).toMatchObject({ met: true, unchecked: true })
    expect(coverageOnly.plan.paths.find((path) => path.id === 'medicare-bridge')?.askFirst).toMatch(/need your BMI/)
  })

  it('find_providers: a state and a budget exclude the right providers, ranked, with prices, score and source', async () => {
    const texas = await call<{ count: number; providers: Summary[]; filters: unknown; country: unknown }>(
      'find_providers',
      { state: 'TX', budget: 200 },
    )
    // Serve Texas with a price at or under $200: Cedarline ($199, All States), SummitRx ($179) and Northfield ($159).
    // Riverbend and Oakmont do not serve Texas; Bluepeak ($229) and Solstice ($219) are over the budget.
    expect(slugs(texas.providers)).toEqual(['cedarline-health', 'northfield-telemed', 'summitrx-direct'])
    expect(texas.count).toBe(3)
    expect(texas.filters).toEqual({ state: { name: 'Texas', code: 'TX' }, medication: null, budget: 200 })
    expect(texas.country).toEqual({ code: 'us', name: 'United States', currency: 'USD' })
    // The medicines the site lists come with every answer, each with its brands, and every price list has one key each.
    const { medicines } = texas as unknown as { medicines: { ingredient: string; brands: string[] }[] }
    expect(medicines).toEqual(
      expect.arrayContaining([
        { ingredient: 'liraglutide', name: 'Liraglutide', brands: ['Saxenda'] },
        { ingredient: 'orforglipron', name: 'Orforglipron', brands: ['Foundayo'] },
      ]),
    )
    expect(Object.keys(texas.providers[0].prices)).toEqual(medicines.map((medicine) => medicine.ingredient))
    const ranks = texas.providers.map((provider) => provider.rank)
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b))

    const cedarline = texas.providers.find((provider) => provider.slug === 'cedarline-health')!
    expect(cedarline).toMatchObject({
      name: 'Cedarline Health',
      url: `${env.SITE_URL}/providers/cedarline-health`,
      lowestMonthlyPrice: { medication: 'semaglutide', dose: '0.25mg', amount: 199 },
      vialScore: { outOf: 5, partial: false, inputsUsed: 5 },
      pricesSource: { url: 'https://cedarline-health.example/pricing', lastVerified: SAMPLE_LAST_VERIFIED },
      sampleData: true,
    })
    expect(cedarline.prices.semaglutide[0]).toEqual({ dose: '0.25mg', monthlyPrice: 199 })
    expect(cedarline.prices.tirzepatide.map((step) => step.dose)).toEqual([
      '2.5mg',
      '5mg',
      '7.5mg',
      '10mg',
      '12.5mg',
      '15mg',
    ])

    // Colorado by name, any case: Northfield ($159) does not serve it.
    const colorado = await call<{ providers: Summary[] }>('find_providers', { state: ' colorado ', budget: 200 })
    expect(slugs(colorado.providers)).toEqual(['cedarline-health', 'summitrx-direct'])
    // With no budget, every provider serving Texas: all but Riverbend and Oakmont.
    const allTexas = await call<{ providers: Summary[] }>('find_providers', { state: 'Texas' })
    expect(allTexas.providers).toHaveLength(8)
    expect(slugs(allTexas.providers)).not.toContain('riverbend-rx')
  })

  it('find_providers: a medication narrows the budget to its prices; another country answers in its currency', async () => {
    const tirzepatide = await call<{ providers: Summary[] }>('find_providers', {
      medication: 'tirzepatide',
      budget: 250,
    })
    // Tirzepatide at or under $250: Cedarline ($249) and Riverbend ($239); Northfield's $159 is semaglutide.
    expect(slugs(tirzepatide.providers)).toEqual(['cedarline-health', 'riverbend-rx'])
    expect(tirzepatide.providers.map((provider) => provider.lowestMonthlyPrice?.medication)).toEqual([
      'tirzepatide',
      'tirzepatide',
    ])

    const uk = await call<{ providers: Summary[]; country: unknown }>('find_providers', { country: 'uk', budget: 170 })
    expect(uk.country).toEqual({ code: 'uk', name: 'United Kingdom', currency: 'GBP' })
    // Local prices: Cedarline £159 and Solstice £169; Evergreen starts at £179.
    expect(slugs(uk.providers)).toEqual(['cedarline-health', 'solstice-telehealth'])
    expect(uk.providers[0].url).toMatch(new RegExp(`^${env.SITE_URL}/uk/providers/`))
  })

  it('get_provider: prices, states, countries and the Vial Score breakdown', async () => {
    const { provider } = await call<{ provider: Record<string, unknown> & { vialScore: Record<string, unknown> } }>(
      'get_provider',
      { slug: 'riverbend-rx' },
    )
    expect(provider).toMatchObject({
      slug: 'riverbend-rx',
      name: 'Riverbend Rx',
      url: `${env.SITE_URL}/providers/riverbend-rx`,
      states: ['Colorado', 'Utah', 'Idaho', 'Montana', 'Wyoming', 'New Mexico', 'Arizona', 'Nevada'],
      availableIn: ['us'],
      prices: { semaglutide: [], tirzepatide: expect.arrayContaining([{ dose: '2.5mg', monthlyPrice: 239 }]) },
      pricesSource: { lastVerified: SAMPLE_LAST_VERIFIED },
    })
    expect(provider.vialScore).toMatchObject({
      outOf: 5,
      methodologyUrl: `${env.SITE_URL}/vial-score`,
      // 8 of 50 states and one of the two medications.
      components: { statesCoverage: 0.8, medicationOffering: 2.5 },
      weights: {
        pricingTransparency: 0.25,
        statesCoverage: 0.2,
        google: 0.2,
        trustpilot: 0.2,
        medicationOffering: 0.15,
      },
    })

    const cedarline = await call<{ provider: { availableIn: string[]; states: string[] } }>('get_provider', {
      slug: 'Cedarline-Health',
      country: 'us',
    })
    expect(cedarline.provider).toMatchObject({ availableIn: ['us', 'uk', 'ca'], states: ['All States'] })
  })

  it('compare_providers: both providers, and each dose step with both prices', async () => {
    const result = await call<{
      providers: { slug: string; medications: string[]; states: string[]; vialScore: { components: object } }[]
      doseSteps: Record<string, { dose: string; prices: Record<string, number | null> }[]>
    }>('compare_providers', { slugs: ['cedarline-health', 'northfield-telemed'] })
    expect(result.providers.map((provider) => provider.slug)).toEqual(['cedarline-health', 'northfield-telemed'])
    expect(result.providers[1]).toMatchObject({
      medications: ['Semaglutide'],
      states: expect.arrayContaining(['Texas', 'Ohio']),
    })
    expect(result.providers[1].vialScore.components).toHaveProperty('trustpilot')
    expect(result.doseSteps.semaglutide[0]).toEqual({
      dose: '0.25mg',
      prices: { 'cedarline-health': 199, 'northfield-telemed': 159 },
    })
    expect(result.doseSteps.semaglutide.map((step) => step.dose)).toEqual(['0.25mg', '0.5mg', '1mg', '1.7mg', '2.4mg'])
    expect(result.doseSteps.tirzepatide[0]).toEqual({
      dose: '2.5mg',
      prices: { 'cedarline-health': 249, 'northfield-telemed': null },
    })
  })

  it('answers bad arguments with an MCP tool error (HTTP 200), never a 500', async () => {
    expect(await callError('find_providers', { medication: 'insulin' })).toMatch(
      /MCP error -32602: Input validation error.*medication/s,
    )
    expect(await callError('find_providers', { budget: 'cheap' })).toMatch(/Input validation error.*budget/s)
    expect(await callError('find_providers', { budgte: 200 })).toMatch(/Input validation error.*budgte/s)
    expect(await callError('get_provider', {})).toMatch(/Input validation error.*slug/s)
    expect(await callError('get_provider', { slug: "'; drop table providers; --" })).toMatch(
      /lower-case letters, digits and hyphens/,
    )
    expect(await callError('compare_providers', { slugs: ['cedarline-health'] })).toMatch(
      /Input validation error.*slugs/s,
    )
    expect(await callError('no_such_tool', {})).toMatch(/Tool no_such_tool not found/)
    // Valid shapes the data refuses, each with a message that says what to do.
    expect(await callError('find_providers', { state: 'Atlantis' })).toBe(
      '"Atlantis" is not a US state: give its name ("Texas") or two-letter code ("TX").',
    )
    expect(await callError('find_providers', { state: 'TX', country: 'uk' })).toMatch(
      /States apply to United States providers only/,
    )
    expect(await callError('get_provider', { slug: 'no-such-provider' })).toBe(
      'Not listed in United States: "no-such-provider". find_providers lists the slugs.',
    )
    expect(await callError('get_provider', { slug: 'riverbend-rx', country: 'uk' })).toMatch(
      /Not listed in United Kingdom: "riverbend-rx"/,
    )
    expect(await callError('compare_providers', { slugs: ['cedarline-health', 'cedarline-health'] })).toBe(
      'Give each provider slug once.',
    )
    // Arguments that are not an object at all: the SDK refuses the request itself with a JSON-RPC error (its
    // code for params its schema refuses is -32603), still in an HTTP 200.
    const before = answers.length
    await expect(client.callTool({ name: 'find_providers', arguments: 'TX' as never })).rejects.toMatchObject({
      code: -32603,
      message: expect.stringContaining('expected record'),
    })
    expect(answers.slice(before)).toEqual([{ method: 'POST', status: 200 }])
  })
})

describe('hostile tool arguments', () => {
  const SQL_AND_SCRIPT = [
    "' OR 1=1 --",
    "'; drop table providers; --",
    '<script>alert(1)</script>',
    '\u202Etx',
    '\uD800',
    '\u0000TX',
    'x'.repeat(5000),
  ]
  const value = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      fc.constantFrom<unknown>(
        ...SQL_AND_SCRIPT,
        'TX',
        'Texas',
        'semaglutide',
        'uk',
        'cedarline-health',
        -1,
        0,
        1e308,
        null,
        true,
      ),
      fc.string(),
      fc.double(),
      fc.array(tie('value'), { maxLength: 3 }),
      fc.dictionary(fc.constantFrom('state', '__proto__', 'constructor', 'x'), tie('value'), { maxKeys: 3 }),
    ),
  })).value
  const args = fc.dictionary(
    fc.constantFrom('state', 'medication', 'budget', 'country', 'slug', 'slugs', '__proto__', 'constructor', 'role'),
    value,
    { maxKeys: 4 },
  )

  it.each(['find_providers', 'get_provider', 'compare_providers'])(
    '%s: a result or a tool error, never a 5xx or a logged failure',
    async (name) => {
      const errors = jest.spyOn(console, 'error').mockImplementation(() => {})
      try {
        await fc.assert(
          fc.asyncProperty(args, async (argumentsValue) => {
            const body = JSON.stringify({
              jsonrpc: '2.0',
              id: 1,
              method: 'tools/call',
              params: { name, arguments: argumentsValue },
            })
            const response = await fromSocket('198.51.100.1', () =>
              POST(
                new Request(ENDPOINT, {
                  method: 'POST',
                  headers: { 'content-type': 'application/json', accept: ACCEPT },
                  body,
                }),
              ),
            )
            expect(response.status).toBe(200)
            const answer = (await response.json()) as { result?: CallToolResult }
            expect(answer.result?.content?.[0]).toMatchObject({ type: 'text', text: expect.any(String) })
            if (answer.result?.isError)
              expect((answer.result.content[0] as { text: string }).text).not.toMatch(/\n\s+at /)
            expect(errors).not.toHaveBeenCalled()
          }),
          { numRuns: 50 },
        )
      } finally {
        errors.mockRestore()
      }
    },
  )
})

describe('HTTP refusals, each a JSON-RPC error with a message', () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    POST(
      new Request(ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: ACCEPT, ...headers },
        body,
      }),
    )
  const ping = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' })

  async function expectRefusal(response: Response, status: number, message: RegExp | string) {
    expect(response.status).toBe(status)
    expect(response.headers.get('content-type')).toContain('application/json')
    const body = await response.json()
    expect(body).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: expect.any(Number), message } })
  }

  it('GET and DELETE are 405 (no event stream, no sessions)', async () => {
    for (const handler of [GET, DELETE]) {
      const response = handler()
      expect(response.headers.get('allow')).toBe('POST')
      await expectRefusal(response, 405, 'Method not allowed: send MCP messages with POST.')
    }
  })

  it('refuses a body that is not one JSON-RPC message before the SDK sees it', async () => {
    await expectRefusal(await post(ping, { 'content-type': 'text/plain' }), 415, /must be JSON/)
    await expectRefusal(await post('{"jsonrpc":'), 400, 'The request body must be JSON.')
    await expectRefusal(
      await post(JSON.stringify([{ jsonrpc: '2.0', id: 1, method: 'ping' }])),
      400,
      'The request body must be one JSON-RPC message (a JSON object).',
    )
    await expectRefusal(
      await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping', isAdmin: true })),
      400,
      /Unrecognized key.*isAdmin/,
    )
    await expectRefusal(
      await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping', params: 'x' })),
      400,
      'params must be an object.',
    )
    await expectRefusal(
      await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'x'.repeat(70_000) })),
      413,
      'The request is too large.',
    )
  })

  it('leaves protocol checks to the SDK: a client that cannot take an event stream is a 406', async () => {
    await expectRefusal(await post(ping, { accept: 'application/json' }), 406, /Not Acceptable/)
    const ok = await post(ping)
    expect(ok.status).toBe(200)
    expect(await ok.json()).toEqual({ jsonrpc: '2.0', id: 1, result: {} })
    const notification = await post(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }))
    expect(notification.status).toBe(202)
  })

  it(`rate-limits each client address to ${RATE_LIMITS.mcp.limit} messages a minute (429 with Retry-After)`, async () => {
    const statuses: number[] = []
    for (let i = 0; i < RATE_LIMITS.mcp.limit; i++)
      statuses.push((await fromSocket('203.0.113.9', () => post(ping))).status)
    expect(statuses).toEqual(Array(RATE_LIMITS.mcp.limit).fill(200))
    const refused = await fromSocket('203.0.113.9', () => post(ping))
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    await expectRefusal(refused, 429, /Too many requests/)
    // Another address is counted on its own.
    expect((await fromSocket('203.0.113.10', () => post(ping))).status).toBe(200)
  })
})
