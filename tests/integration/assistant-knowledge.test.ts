/**
 * The assistant retrieves over the reference pages: medication pages by section, the glossary,
 * Medicaid coverage by state and the blog, each linked to the page it came from; offline, it answers from them.
 */
import { getAssistantKnowledge } from '@/lib/data/assistant'
import { OfflineAssistant } from '@/lib/integrations/assistant'
import { searchKnowledge } from '@/lib/integrations/assistant/knowledge'
import { createTestDatabase, type TestDatabase } from '../helpers/database'

jest.mock('next/cache', () => require('../helpers/admin-mocks').nextCache)

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
})
afterAll(() => database.dispose())

async function ask(question: string) {
  const context = searchKnowledge(await getAssistantKnowledge({ countryCode: 'US' }), question)
  let answer = ''
  for await (const part of new OfflineAssistant('VialScore').reply({ message: question, history: [], context }))
    answer += part
  return { context, answer }
}

it('answers "what are the side effects of semaglutide?" from a semaglutide page, and links it', async () => {
  const { context, answer } = await ask('what are the side effects of semaglutide?')
  expect(context[0].url).toMatch(/^\/medications\/(semaglutide|wegovy|ozempic|wegovy-tablet)$/)
  expect(context[0].title).toMatch(/Side effects/)
  expect(answer).toContain(`[Read more](${context[0].url})`)
  expect(answer).not.toMatch(/\[\^[a-z0-9-]+\]/)
})

it('answers "What dose does Zepbound start at?" offline with the starting dose and a link to the page', async () => {
  const { context, answer } = await ask('What dose does Zepbound start at?')
  expect(context[0].url).toBe('/medications/zepbound')
  // The page's dose schedule is among what it answers from.
  expect(context.map((doc) => doc.title)).toContainEqual(expect.stringMatching(/^Zepbound .*: Dose schedule$/))
  expect(answer).toMatch(/2\.5\s?mg/)
  expect(answer).toContain('[Read more](/medications/zepbound)')
})

it('finds a state’s Medicaid row and a glossary term', async () => {
  expect((await ask('does Medicaid cover weight loss drugs in North Carolina')).context[0].url).toBe('/medicaid#nc')
  expect((await ask('what is titration')).context.map((doc) => doc.url)).toContain('/glossary#titration')
})

// What patients ask next, answered offline from the medicine pages' own sections, with links.
it('answers "I missed my Wegovy dose, what now?" with the injection’s missed-dose rule, linked', async () => {
  const { context, answer } = await ask('I missed my Wegovy dose, what now?')
  const injection = context.find((doc) => doc.url === '/medications/wegovy')
  expect(injection?.title).toMatch(/: Missed dose$/)
  expect(answer).toMatch(/more than 2 days/)
  expect(answer).toContain('[Read more](/medications/wegovy)')
})

it('answers "Can I take Zepbound with the pill?" with the oral contraceptive rule, linked', async () => {
  const { context, answer } = await ask('Can I take Zepbound with the pill?')
  expect(context[0]).toMatchObject({ url: '/medications/zepbound' })
  expect(context[0].title).toMatch(/Pregnancy, breastfeeding and contraception$/)
  expect(answer).toMatch(/contraceptive/i)
  expect(answer).toMatch(/4 weeks/)
})

it('answers "Does Medicare pay for Wegovy?" with the Medicare GLP-1 Bridge and its $50, linked', async () => {
  const { context, answer } = await ask('Does Medicare pay for Wegovy?')
  expect(context[0]).toMatchObject({ url: '/medications/wegovy', title: 'Does Medicare pay for Wegovy?' })
  expect(answer).toMatch(/GLP-1 Bridge/)
  expect(answer).toMatch(/\$50/)
  expect(answer).toContain('[Read more](/medications/wegovy)')
})
