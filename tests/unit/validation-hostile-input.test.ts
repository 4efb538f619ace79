import { keywordSchema, siteContentSchema } from '@/lib/validation/admin-content'
import { blogPostSchema } from '@/lib/validation/blog'
import { subscribeSchema } from '@/lib/validation/newsletter'
import { providerSchema } from '@/lib/validation/provider'
import { priceFormSchema } from '@/lib/validation/provider-figures'
import { medicineCatalogue } from '@/lib/content/medications'
import { providerSubmissionSchema } from '@/lib/validation/provider-submission'
import { cleanInput } from '@/lib/validation/clean-input'

// Postgres text cannot hold U+0000: a NUL that reached an insert failed the whole save (found by e2e/xss.spec.ts
// with the OWASP 'Null breaks up JavaScript directive' vector in a provider description).
const NUL = '\u0000'

describe('cleanInput', () => {
  it('removes U+0000 from strings, arrays and nested plain objects', () => {
    expect(cleanInput(`a${NUL}b`)).toBe('ab')
    expect(cleanInput({ a: `x${NUL}`, list: [`${NUL}y`, 3], nested: { b: `${NUL}z${NUL}` } })).toEqual({
      a: 'x',
      list: ['y', 3],
      nested: { b: 'z' },
    })
  })
  it('replaces lone surrogates, in values and keys, and keeps whole ones', () => {
    expect(cleanInput({ ['k\ud800']: 'a\udc00b', emoji: '\u{1F600}' })).toEqual({
      'k\ufffd': 'a\ufffdb',
      emoji: '\u{1F600}',
    })
  })
  it('keeps a __proto__ key a field, and leaves non-plain objects for the schema to judge', () => {
    const raw = JSON.parse(`{"__proto__": {"isAdmin": "y\\u0000"}}`)
    const out = cleanInput(raw) as Record<string, unknown>
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype)
    expect(Object.keys(out)).toEqual(['__proto__'])
    const date = new Date()
    expect(cleanInput(date)).toBe(date)
    expect(cleanInput(null)).toBeNull()
  })
})

describe('stored free text never keeps a NUL', () => {
  it('provider', () => {
    const parsed = providerSchema.parse({
      name: `Clinic${NUL}`,
      websiteUrl: 'https://clinic.example',
      description: `<IMG SRC=java${NUL}script:alert("XSS")>`,
      card_features: `one${NUL}\ntwo`,
    })
    expect(parsed.name).toBe('Clinic')
    expect(parsed.description).toBe('<IMG SRC=javascript:alert("XSS")>')
    expect(parsed.card.features).toEqual(['one', 'two'])
  })
  it('blog post', () => {
    const parsed = blogPostSchema.parse({ title: `Title${NUL}`, content: `<p>a${NUL}b</p>`, excerpt: `e${NUL}` })
    expect([parsed.title, parsed.content, parsed.excerpt, parsed.slug]).toEqual(['Title', '<p>ab</p>', 'e', 'title'])
  })
  it('provider submission, keyword and site content', () => {
    const submission = providerSubmissionSchema.safeParse({
      name: `P${NUL}`,
      website: 'https://p.example',
      email: 'p@p.example',
      description: `d${NUL}`,
      agreedToTerms: 'on',
    })
    expect(submission.success && [submission.data.name, submission.data.description]).toEqual(['P', 'd'])
    expect(keywordSchema.parse({ keyword: `glp${NUL}1` }).keyword).toBe('glp1')
    expect(siteContentSchema.parse({ key: 'footer_note', content: `c${NUL}` }).content).toBe('c')
  })
  it('a newsletter address with a control character is invalid, not a failed insert', () => {
    expect(subscribeSchema.safeParse({ email: `a${NUL}@b.co` }).success).toBe(false)
    expect(subscribeSchema.safeParse({ email: 'a\u0007@b.co' }).success).toBe(false)
    expect(subscribeSchema.parse({ email: 'A@B.co' }).email).toBe('a@b.co')
  })
})

describe('site paths are paths of this site', () => {
  const price = (url: string) => ({
    providerId: '00000000-0000-4000-8000-000000000001',
    country: 'US',
    product: 'zepbound',
    form: 'vial',
    dose: '2.5mg',
    source_url: url,
    source_title: 'T',
    source_publisher: 'P',
    source_date: '2026-11-01',
    source_dateKind: 'updated',
    source_where: 'Table',
  })
  it.each(['//evil.example/x', '/\\evil.example'])('refuses %s as a price’s source or a blog URL', (url) => {
    expect(priceFormSchema(medicineCatalogue()).safeParse(price(url)).success).toBe(false)
    expect(blogPostSchema.safeParse({ title: 'T', content: 'c', canonicalUrl: url }).success).toBe(false)
  })
  it('accepts a full URL as a price’s source, and a path or a full URL for a blog post', () => {
    expect(priceFormSchema(medicineCatalogue()).parse(price('https://p.example/prices')).price.source.url).toBe(
      'https://p.example/prices',
    )
    expect(
      blogPostSchema.parse({
        title: 'T',
        content: 'c',
        featuredImageUrl: '/img/a.png',
        featuredImageAlt: 'A chart',
        canonicalUrl: 'https://a.example/x',
      }).featuredImageUrl,
    ).toBe('/img/a.png')
  })
})
