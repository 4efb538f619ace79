/**
 * 'Generate digest' builds a draft from what changed since the last sent issue (or the last 30 days): new
 * published posts, price changes and visible news; drafts, samples, hidden items and older changes are left out.
 */
import { eq } from 'drizzle-orm'
import { createAdminAccount } from '@/lib/admin/accounts'
import { generateDigestAction } from '@/lib/admin/actions/newsletter'
import { signInAdmin } from '@/lib/actions/admin-session'
import { blogPosts, newsItems, newsletterIssues, priceHistory, providers } from '@/lib/db/schema'
import { env } from '@/lib/env'
import { setRateLimitStore } from '@/lib/rate-limit'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { resetRequest } from '../helpers/request-state'

jest.mock('next/headers', () => require('../helpers/admin-mocks').nextHeaders)
jest.mock('next/cache', () => require('../helpers/admin-mocks').nextCache)

const ADMIN = { email: 'digest@vialscore.test', password: 'a-long-digest-password' }
const DAY = 24 * 3600_000
const ago = (days: number) => new Date(Date.now() - days * DAY)

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
  setRateLimitStore({ hit: async () => ({ count: 1, resetAt: Date.now() + 60_000 }) })
  await createAdminAccount(ADMIN)
  resetRequest()
  const data = new FormData()
  data.append('email', ADMIN.email)
  data.append('password', ADMIN.password)
  expect(await signInAdmin(null, data)).toMatchObject({ ok: true })
})
afterAll(() => database.dispose())

async function digest(): Promise<{ subject: string; bodyMarkdown: string }> {
  const result = await generateDigestAction(null, {})
  expect(result).toMatchObject({ ok: true, message: 'Digest generated as a draft: check it, then send' })
  const id = (result as { data: { id: string } }).data.id
  const [issue] = await database.db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id))
  expect(issue.status).toBe('draft')
  return issue
}

it('lists the last 30 days when nothing was sent yet, without drafts, samples, hidden or older items', async () => {
  const db = database.db
  const [provider] = await db
    .insert(providers)
    .values({ slug: 'digest-clinic', name: 'Digest Clinic', websiteUrl: 'https://digest.example' })
    .returning()
  await db.insert(blogPosts).values([
    {
      title: 'Fresh post',
      slug: 'fresh-post',
      content: '<p>x</p>',
      published: true,
      publishedAt: ago(2),
      excerpt: 'What is new',
    },
    { title: 'Draft post', slug: 'draft-post', content: '<p>x</p>', published: false, publishedAt: ago(2) },
    { title: 'Old post', slug: 'old-post', content: '<p>x</p>', published: true, publishedAt: ago(45) },
  ])
  await db.insert(priceHistory).values([
    {
      providerId: provider.id,
      countryCode: 'US',
      medication: 'semaglutide',
      dose: '0.25mg',
      oldAmount: 249,
      newAmount: 199,
      changedBy: 'editor',
      changedAt: ago(3),
    },
    {
      providerId: provider.id,
      countryCode: 'US',
      medication: 'tirzepatide',
      dose: '2.5mg',
      oldAmount: 400,
      newAmount: 380,
      changedBy: 'editor',
      changedAt: ago(60),
    },
  ])
  await db.insert(newsItems).values([
    {
      title: 'Label update',
      url: 'https://news.example/label',
      publishedAt: ago(1),
      source: 'FDA',
      category: 'Regulatory',
    },
    {
      title: 'Hidden item',
      url: 'https://news.example/hidden',
      publishedAt: ago(1),
      source: 'X',
      category: 'Industry',
      hidden: true,
    },
    {
      title: 'Sample item',
      url: 'https://news.example/sample',
      publishedAt: ago(1),
      source: 'X',
      category: 'Industry',
      isSample: true,
    },
  ])

  const { subject, bodyMarkdown } = await digest()
  expect(subject).toMatch(/digest: \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/)
  expect(bodyMarkdown).toContain(`[Fresh post](${env.SITE_URL}/blog/fresh-post): What is new`)
  expect(bodyMarkdown).toContain(
    `[Digest Clinic](${env.SITE_URL}/providers/digest-clinic): semaglutide 0.25mg, $249 → $199/month`,
  )
  expect(bodyMarkdown).toContain('[Label update](https://news.example/label) (FDA, ')
  for (const left of ['Draft post', 'Old post', 'tirzepatide', 'Hidden item', 'Sample item'])
    expect(bodyMarkdown).not.toContain(left)
})

it('starts at the last sent issue', async () => {
  await database.db
    .insert(newsletterIssues)
    .values({ subject: 'Last week', bodyMarkdown: 'x', createdBy: ADMIN.email, status: 'sent', sentAt: ago(1.5) })
  const { bodyMarkdown } = await digest()
  // Only the news item (a day old) is newer than the last issue.
  expect(bodyMarkdown).toContain('Label update')
  expect(bodyMarkdown).not.toContain('Fresh post')
  expect(bodyMarkdown).not.toContain('Digest Clinic')
})
