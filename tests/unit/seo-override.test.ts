/**
 * Per-page SEO overrides: how a public path becomes the seo_metadata key, which route a save revalidates,
 * and how an override merges into a page's metadata (including over a blog post's own meta fields).
 */
import { COUNTRIES } from '@/config/countries'
import { normalizePublicPath, pathOfSeoKey, routePathOf, SEO_PATH_MESSAGES, seoKey } from '@/lib/domain/seo-override'
import { env } from '@/lib/env'
import { applySeoOverride, buildMetadata, publicPathOf, type SeoOverride } from '@/lib/seo/metadata'
import { seoOverrideSchema } from '@/lib/validation/seo'

const [US, UK] = COUNTRIES
const site = (path: string) => new URL(path, env.SITE_URL).toString()
const NONE: SeoOverride = {
  metaTitle: null,
  metaDescription: null,
  ogImageUrl: null,
  canonicalUrl: null,
  robotsDirective: null,
}

describe('the key: the public path as a visitor sees it', () => {
  it.each([
    ['/blog/my-post', '/blog/my-post'],
    ['/blog/my-post/', '/blog/my-post'],
    ['  /providers/cedarline-health?x=1#top ', '/providers/cedarline-health'],
    ['/us/providers/cedarline-health', '/providers/cedarline-health'],
    ['/us', '/'],
    ['/', '/'],
    ['/uk/providers/cedarline-health', '/uk/providers/cedarline-health'],
    ['/uk', '/uk'],
    ['/uk/blog/my-post', '/blog/my-post'],
    ['/near/ohio', '/near/ohio'],
  ])('%s is %s', (input, path) => {
    expect(normalizePublicPath(input)).toEqual({ ok: true, path })
  })

  it.each([
    'blog/my-post',
    'https://vialscore.example/blog',
    '//evil.example/x',
    '/\\evil.example',
    '/a//b',
    '/a b',
    `/${'a'.repeat(250)}`,
    '',
  ])('%s is refused', (input) => {
    expect(normalizePublicPath(input)).toEqual({ ok: false, message: SEO_PATH_MESSAGES.format })
  })

  it.each([
    '/admin/seo',
    '/api/chat',
    '/media/0f8fad5b-d9cb-469f-a165-70867728950e',
    '/go/x',
    '/og/home.png',
    '/sitemap.xml',
    '/uk/admin',
  ])('%s is no page', (input) => {
    expect(normalizePublicPath(input)).toEqual({ ok: false, message: SEO_PATH_MESSAGES.notPage })
  })

  it("is stored as page_type 'page' and the path without its slash (the blog index is ('page', 'blog'))", () => {
    expect(seoKey('/blog')).toEqual({ pageType: 'page', pageSlug: 'blog' })
    expect(seoKey('/')).toEqual({ pageType: 'page', pageSlug: '' })
    expect(pathOfSeoKey('uk/providers/x')).toBe('/uk/providers/x')
  })

  it('a page reads the override of its own variant', () => {
    expect(publicPathOf({ path: '/providers/x', country: US })).toBe('/providers/x')
    expect(publicPathOf({ path: '/providers/x', country: UK })).toBe('/uk/providers/x')
    expect(publicPathOf({ path: '/', country: UK })).toBe('/uk')
    expect(publicPathOf({ path: '/blog/p', country: null })).toBe('/blog/p')
  })

  it('a save revalidates the route that renders the path (the US variant lives in the internal /us segment)', () => {
    expect(routePathOf('/')).toBe('/us')
    expect(routePathOf('/providers/x')).toBe('/us/providers/x')
    expect(routePathOf('/blog/p')).toBe('/us/blog/p')
    expect(routePathOf('/uk/providers/x')).toBe('/uk/providers/x')
    expect(routePathOf('/uk')).toBe('/uk')
  })
})

describe('the admin form', () => {
  const parse = (input: Record<string, unknown>) => seoOverrideSchema.safeParse(input)
  const messages = (input: Record<string, unknown>) => {
    const result = parse(input)
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  }

  it('normalises the path and turns empty fields into null', () => {
    expect(
      parse({
        path: '/us/blog/p/',
        metaTitle: ' A title ',
        metaDescription: '',
        ogImageUrl: '',
        canonicalUrl: '',
        robotsDirective: '',
      }),
    ).toEqual({
      success: true,
      data: {
        path: '/blog/p',
        metaTitle: 'A title',
        metaDescription: null,
        ogImageUrl: null,
        canonicalUrl: null,
        robotsDirective: null,
      },
    })
  })

  it('keeps titles to 70 and descriptions to 160 characters, URLs to http(s) or site paths, robots to the four options', () => {
    expect(messages({ path: '/x', metaTitle: 'a'.repeat(71) })).toEqual([
      'metaTitle: The title may be at most 70 characters',
    ])
    expect(messages({ path: '/x', metaDescription: 'a'.repeat(161) })).toEqual([
      'metaDescription: The description may be at most 160 characters',
    ])
    expect(messages({ path: '/x', ogImageUrl: 'javascript:alert(1)' })).toEqual([
      'ogImageUrl: Use a full http(s) URL or a site path',
    ])
    expect(messages({ path: '/x', canonicalUrl: '//evil.example/x' })).toEqual([
      'canonicalUrl: Use a full http(s) URL or a site path',
    ])
    expect(messages({ path: '/x', robotsDirective: 'noarchive' })).toEqual([
      'robotsDirective: Choose one of the robots options',
    ])
    expect(messages({ path: '/x', metaTitle: 'ok', isAdmin: true })).toHaveLength(1)
  })

  it('refuses an override that sets nothing, and a path that is no page', () => {
    expect(messages({ path: '/x' })).toEqual([
      'metaTitle: Set at least one of title, description, social image, canonical URL or robots',
    ])
    expect(messages({ path: '/admin', metaTitle: 'x' })).toEqual([`path: ${SEO_PATH_MESSAGES.notPage}`])
  })
})

describe('merging an override into a page', () => {
  const page = buildMetadata({
    title: 'Calculators',
    description: 'Own description',
    path: '/calculator',
    country: UK,
    image: 'tool',
  })

  it('changes nothing without one', () => {
    expect(applySeoOverride(page, null)).toBe(page)
    expect(applySeoOverride(page, NONE)).toEqual(page)
  })

  it('sets the exact title (no site-name suffix, no 60-character cut) and the description, for search and social cards', () => {
    const title = 'A hand-written title that is longer than sixty characters, up to 70'
    const merged = applySeoOverride(page, { ...NONE, metaTitle: title, metaDescription: 'Editor description' })
    expect(merged.title).toEqual({ absolute: title })
    expect(merged.description).toBe('Editor description')
    expect(merged.openGraph).toMatchObject({ title, description: 'Editor description', url: site('/uk/calculator') })
    expect(merged.twitter).toMatchObject({ title, description: 'Editor description' })
    // The page's own canonical and hreflang stay.
    expect(merged.alternates).toEqual(page.alternates)
  })

  it('keeps the page title when only the description is set', () => {
    const merged = applySeoOverride(page, { ...NONE, metaDescription: 'Only this' })
    expect(merged.title).toBe(page.title)
    expect(merged.openGraph?.title).toBe(page.openGraph?.title)
  })

  it('replaces the social image on Open Graph and Twitter (a site path made absolute)', () => {
    const merged = applySeoOverride(page, { ...NONE, ogImageUrl: '/images/card.png' })
    expect(merged.openGraph?.images).toEqual([{ url: site('/images/card.png'), alt: 'Calculators' }])
    expect((merged.twitter as { images?: unknown }).images).toEqual([site('/images/card.png')])
  })

  it('sets canonical and robots; another canonical page drops the hreflang variants', () => {
    const merged = applySeoOverride(page, {
      ...NONE,
      canonicalUrl: 'https://elsewhere.example/original',
      robotsDirective: 'noindex, follow',
    })
    expect(merged.alternates).toEqual({ canonical: 'https://elsewhere.example/original' })
    expect(merged.openGraph?.url).toBe('https://elsewhere.example/original')
    expect(merged.robots).toEqual({ index: false, follow: true })
  })

  it("wins over a blog post's own meta fields", () => {
    const post = buildMetadata({
      title: 'Post meta title',
      description: 'Post meta description',
      path: '/blog/p',
      country: null,
      imageUrl: '/post-image.png',
      canonicalOverride: 'https://post.example/canonical',
      robotsDirective: 'index, nofollow',
      ogType: 'article',
    })
    expect(post.robots).toEqual({ index: true, follow: false })
    const merged = applySeoOverride(post, {
      metaTitle: 'Override title',
      metaDescription: 'Override description',
      ogImageUrl: 'https://cdn.example/o.png',
      canonicalUrl: '/blog/p',
      robotsDirective: 'index, follow',
    })
    expect(merged).toMatchObject({
      title: { absolute: 'Override title' },
      description: 'Override description',
      alternates: { canonical: site('/blog/p') },
      robots: { index: true, follow: true },
      openGraph: { type: 'article', title: 'Override title', images: [{ url: 'https://cdn.example/o.png' }] },
    })
  })
})
