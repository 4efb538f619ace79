import { eq } from 'drizzle-orm'
import { createAdminAccount } from '@/lib/admin/accounts'
import { saveBlogPostAction, setBlogPostPublishedAction } from '@/lib/admin/actions/blog'
import { signInAdmin } from '@/lib/actions/admin-session'
import {
  getBlogIndex,
  getPostForPreview,
  getPublishedPost,
  listPublishedPosts,
  nextScheduledPublish,
  postsGoneLive,
} from '@/lib/data/blog'
import { blogPosts } from '@/lib/db/schema'
import { setRateLimitStore } from '@/lib/rate-limit'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { resetRequest } from '../helpers/request-state'

jest.mock('next/headers', () => require('../helpers/admin-mocks').nextHeaders)
jest.mock('next/cache', () => require('../helpers/admin-mocks').nextCache)

let database: TestDatabase
const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.append(key, value)
  return data
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  setRateLimitStore({ hit: async () => ({ count: 1, resetAt: Date.now() + 60_000 }) })
  await createAdminAccount({ email: 'admin@vialscore.test', password: 'a-long-admin-password' })
  resetRequest()
  await signInAdmin(null, form({ email: 'admin@vialscore.test', password: 'a-long-admin-password' }))
})
afterAll(() => database.dispose())

describe('public blog queries', () => {
  it('lists only published posts: featured (at most two, newest first) and latest', async () => {
    const { featured, latest } = await getBlogIndex()
    expect(featured.map((p) => p.slug)).toEqual(['semaglutide-vs-tirzepatide'])
    expect(latest.map((p) => p.slug)).toEqual(['questions-to-ask-online-glp1-provider'])
    expect([...featured, ...latest].some((p) => p.slug === 'reading-a-compounded-semaglutide-label')).toBe(false)
  })

  it('finds a published post and not a draft', async () => {
    expect((await getPublishedPost({ slug: 'semaglutide-vs-tirzepatide' }))?.readTime).toBeGreaterThan(0)
    expect(await getPublishedPost({ slug: 'reading-a-compounded-semaglutide-label' })).toBeNull()
  })

  it('keeps the two newest featured posts', async () => {
    for (const [i, title] of ['Featured two', 'Featured three'].entries()) {
      expect(
        await saveBlogPostAction(null, form({ title, content: `<p>${title}</p>`, published: 'on', featured: 'on' })),
      ).toMatchObject({ ok: true })
      await database.db
        .update(blogPosts)
        .set({ publishedAt: new Date(Date.now() - (2 - i) * 1000) })
        .where(eq(blogPosts.title, title))
    }
    expect((await getBlogIndex()).featured.map((p) => p.title)).toEqual(['Featured three', 'Featured two'])
  })
})

describe('admin blog actions', () => {
  it('requires a title and content', async () => {
    expect(await saveBlogPostAction(null, form({ title: '  ', content: '<p>x</p>' }))).toMatchObject({
      ok: false,
      error: 'Title and content are required',
    })
    expect(await saveBlogPostAction(null, form({ title: 'T', content: '   ' }))).toMatchObject({
      ok: false,
      error: 'Title and content are required',
    })
  })

  it('derives the slug, defaults the author, sanitises the content and stores it without script, onerror or javascript:', async () => {
    const result = await saveBlogPostAction(
      null,
      form({
        title: 'Hostile <b>HTML</b> Test!',
        content:
          '<p>ok</p><script>alert(1)</script><img src="https://x.example/a.png" alt="A chart" onerror="alert(2)"><a href="javascript:alert(3)">bad</a>',
      }),
    )
    expect(result).toEqual({ ok: true, message: 'Post created successfully' })
    const [row] = await database.db.select().from(blogPosts).where(eq(blogPosts.slug, 'hostile-b-html-b-test'))
    expect(row.authorName).toBe('Admin')
    expect(row.published).toBe(false)
    expect(row.publishedAt).toBeNull()
    expect(row.content).not.toMatch(/script|onerror|javascript:/i)
    expect(row.content).toContain('<p>ok</p>')
  })

  it('publish sets published_at; unpublish clears it', async () => {
    const [row] = await database.db.select().from(blogPosts).where(eq(blogPosts.slug, 'hostile-b-html-b-test'))
    expect(await setBlogPostPublishedAction(null, { id: row.id, published: true })).toEqual({
      ok: true,
      message: 'Post published',
    })
    expect((await database.db.select().from(blogPosts).where(eq(blogPosts.id, row.id)))[0].publishedAt).not.toBeNull()
    expect(await getPublishedPost({ slug: 'hostile-b-html-b-test' })).not.toBeNull()
    expect(await setBlogPostPublishedAction(null, { id: row.id, published: false })).toEqual({
      ok: true,
      message: 'Post unpublished',
    })
    expect((await database.db.select().from(blogPosts).where(eq(blogPosts.id, row.id)))[0].publishedAt).toBeNull()
    expect(await getPublishedPost({ slug: 'hostile-b-html-b-test' })).toBeNull()
  })

  it('names a taken slug in the create message', async () => {
    const result = await saveBlogPostAction(null, form({ title: 'Semaglutide vs Tirzepatide', content: '<p>dup</p>' }))
    expect(result).toEqual({
      ok: false,
      error: 'Failed to create post: another post already uses the slug "semaglutide-vs-tirzepatide"',
    })
  })
})

describe('Markdown, alt text and scheduled posts', () => {
  it('keeps the Markdown as typed and stores its rendered, sanitised HTML', async () => {
    const content = '## Heading\n\nSome **bold** text.\n\n![A pen on a table](https://x.example/pen.png)'
    expect(await saveBlogPostAction(null, form({ title: 'Markdown post', content, published: 'on' }))).toMatchObject({
      ok: true,
    })
    const [row] = await database.db.select().from(blogPosts).where(eq(blogPosts.slug, 'markdown-post'))
    expect(row.contentMarkdown).toBe(content)
    expect(row.content).toContain('<h2>Heading</h2>')
    expect(row.content).toContain('<strong>bold</strong>')
    expect(row.content).toContain('alt="A pen on a table"')
  })

  it('refuses an image without alt text, names it under the content field, and saves nothing', async () => {
    const result = await saveBlogPostAction(
      null,
      form({
        title: 'No alt',
        content: 'Text\n\n![](https://x.example/no-alt.png) and <img src="https://x.example/html.png">',
      }),
    )
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { content: [expect.stringContaining('https://x.example/no-alt.png, https://x.example/html.png')] },
    })
    expect(await database.db.select().from(blogPosts).where(eq(blogPosts.slug, 'no-alt'))).toHaveLength(0)
  })

  it('refuses a publish time that is not a date and time', async () => {
    expect(
      await saveBlogPostAction(null, form({ title: 'Bad time', content: 'x', published: 'on', publishAt: 'tomorrow' })),
    ).toMatchObject({
      ok: false,
      fieldErrors: { publishAt: ['Publish time: pick a date and time'] },
    })
  })

  it('keeps a post with a later publish time out of every public read until that time, and then lists it', async () => {
    const at = new Date(Date.now() + 10 * 60_000)
    expect(
      await saveBlogPostAction(
        null,
        form({ title: 'Later post', content: 'Soon.', published: 'on', publishAt: at.toISOString() }),
      ),
    ).toMatchObject({ ok: true })
    expect(await getPublishedPost({ slug: 'later-post' })).toBeNull()
    expect((await listPublishedPosts()).map((post) => post.slug)).not.toContain('later-post')
    const { featured, latest } = await getBlogIndex()
    expect([...featured, ...latest].map((post) => post.slug)).not.toContain('later-post')
    expect((await nextScheduledPublish(new Date()))?.getTime()).toBe(at.getTime())
    expect(await postsGoneLive({ after: new Date(), until: new Date(at.getTime() + 1000) })).toEqual(['later-post'])

    // Its time comes.
    await database.db
      .update(blogPosts)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(blogPosts.slug, 'later-post'))
    expect(await getPublishedPost({ slug: 'later-post' })).not.toBeNull()
    expect((await listPublishedPosts()).map((post) => post.slug)).toContain('later-post')
  })

  it('reads a draft for a preview, which the public reads never show', async () => {
    const [draft] = await database.db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.slug, 'reading-a-compounded-semaglutide-label'))
    expect(await getPublishedPost({ slug: draft.slug })).toBeNull()
    expect((await getPostForPreview({ id: draft.id }))?.title).toBe(draft.title)
  })
})

describe('featured image', () => {
  it('needs alt text, which the post then carries', async () => {
    expect(
      await saveBlogPostAction(
        null,
        form({ title: 'With image', content: 'Body', featuredImageUrl: 'https://images.example/hero.png' }),
      ),
    ).toMatchObject({
      ok: false,
      fieldErrors: { featuredImageAlt: ['Describe the featured image: its alt text is required'] },
    })
    expect(
      await saveBlogPostAction(
        null,
        form({
          title: 'With image',
          content: 'Body',
          published: 'on',
          featuredImageUrl: 'https://images.example/hero.png',
          featuredImageAlt: 'A pen on a table',
        }),
      ),
    ).toMatchObject({ ok: true })
    expect(await getPublishedPost({ slug: 'with-image' })).toMatchObject({ featuredImageAlt: 'A pen on a table' })
  })
})
