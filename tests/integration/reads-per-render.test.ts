/**
 * @jest-environment-options {"customExportConditions": ["react-server", "node", "node-addons"]}
 */
import ProviderPage, { generateMetadata } from '@/app/[country]/providers/[slug]/page'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { inOneRender } from '../helpers/react-render'

// A page and its generateMetadata share one React render per request, so each read their data layer makes
// should reach the database once. The react-server condition above gives the data layer React's server build,
// whose cache() memoises within a render (the client build's never does).

// Next's data cache exists only inside a Next server: outside it the cached reads run directly, so every
// read a render asks for reaches the database and is counted. The request is a plain visit: no draft mode.
jest.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn }))
jest.mock('next/headers', () => require('../helpers/admin-mocks').nextHeaders)
// What Next's bundler gives server components in place of next/navigation, whose client half makes contexts
// the server build of React has not.
jest.mock('next/navigation', () => jest.requireActual('next/dist/client/components/navigation.react-server'))
// Client components: Next's bundler puts a reference in their place, and the page's elements are built
// here but never rendered, so a stand-in does.
jest.mock('next/link', () => ({ __esModule: true, default: () => null }))
jest.mock('next/dist/client/image-component', () => ({ __esModule: true, Image: () => null }))

const sent: { query: string; params: unknown[] }[] = []
let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase({ seed: true, onQuery: (query, params) => sent.push({ query, params }) })
})
afterAll(() => database.dispose())

/** Each query (text and parameters) sent more than once, shortened to read in a failure. */
function repeatedQueries() {
  const keys = sent.map(({ query, params }) => `${query} ${JSON.stringify(params)}`)
  const repeated = new Set(keys.filter((key, index) => keys.indexOf(key) !== index))
  return [...repeated].map((key) => (key.length > 160 ? `${key.slice(0, 80)} … ${key.slice(-80)}` : key))
}

it('renders a provider page and its metadata with each query sent once', async () => {
  const props = {
    params: Promise.resolve({ country: 'us', slug: 'cedarline-health' }),
    searchParams: Promise.resolve({}),
  }
  sent.length = 0
  const [metadata] = await inOneRender(() => Promise.all([generateMetadata(props), ProviderPage(props)]))
  expect(String(metadata.title)).toContain('Cedarline Health')
  expect(sent.length).toBeGreaterThan(0)
  expect(repeatedQueries()).toEqual([])
})
