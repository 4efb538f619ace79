import { excerptOf, metaDescriptionOf, readTimeMinutes, stripHtml, truncateText } from '@/lib/domain/blog'
import { postDay } from '@/lib/domain/dates'
import { slugify } from '@/lib/domain/slug'
import { sanitizeEditorHtml } from '@/lib/sanitize'

describe('read time', () => {
  it('is words / 200 rounded up, at least one minute', () => {
    expect(readTimeMinutes('<p>one two</p>')).toBe(1)
    expect(readTimeMinutes(`<p>${'word '.repeat(200)}</p>`)).toBe(1)
    expect(readTimeMinutes(`<p>${'word '.repeat(201)}</p>`)).toBe(2)
    expect(readTimeMinutes(`<p>${'word '.repeat(1000)}</p>`)).toBe(5)
    expect(readTimeMinutes('')).toBe(1)
  })
})

describe('excerpts and meta descriptions', () => {
  const long = `<h2>Title</h2><p>${'Semaglutide and tirzepatide are weekly injections. '.repeat(10)}</p>`
  it('strips HTML and decodes entities', () => {
    expect(stripHtml('<p>A &amp; B&nbsp;<strong>c</strong></p><script>x()</script>')).toBe('A & B c')
  })
  it('uses the stored excerpt first', () => {
    expect(excerptOf({ excerpt: 'Stored', content: long })).toBe('Stored')
  })
  it('falls back to 150 characters of the content, cut on a word, with an ellipsis', () => {
    const excerpt = excerptOf({ excerpt: null, content: long })
    expect(excerpt.length).toBeLessThanOrEqual(150)
    expect(excerpt.endsWith('…')).toBe(true)
    expect(excerpt.startsWith('Title Semaglutide')).toBe(true)
    expect(excerptOf({ excerpt: '  ', content: long }, 200).length).toBeLessThanOrEqual(200)
  })
  it('meta description: override, else excerpt, else 160 characters of content', () => {
    expect(metaDescriptionOf({ metaDescription: 'Meta', excerpt: 'Ex', content: long })).toBe('Meta')
    expect(metaDescriptionOf({ metaDescription: null, excerpt: 'Ex', content: long })).toBe('Ex')
    expect(metaDescriptionOf({ metaDescription: null, excerpt: null, content: long }).length).toBeLessThanOrEqual(160)
  })
  it('leaves short text alone', () => {
    expect(truncateText('short', 150)).toBe('short')
  })
})

describe('dates and slugs', () => {
  it('formats dates like Nov 05, 2026', () => {
    expect(postDay(new Date('2026-11-05T12:00:00Z'))).toBe('Nov 05, 2026')
    expect(postDay('2026-11-20T23:30:00Z')).toBe('Nov 20, 2026')
  })
  it.each([
    ['Semaglutide vs Tirzepatide: How They Differ', 'semaglutide-vs-tirzepatide-how-they-differ'],
    ['  --Hello, World!--  ', 'hello-world'],
    ['Crème brûlée & GLP-1', 'creme-brulee-glp-1'],
    ['!!!', ''],
  ])('slug of %j is %j', (title, slug) => {
    expect(slugify(title)).toBe(slug)
  })
})

describe('sanitizeEditorHtml', () => {
  it.each([
    ['<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['<img src="x" onerror="alert(1)">', ''],
    [
      '<img src="https://img.example/a.png" onerror="alert(1)" alt="a">',
      '<img src="https://img.example/a.png" alt="a" />',
    ],
    ['<a href="javascript:alert(1)">x</a>', 'x'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', 'x'],
    ['<p style="color:red" onclick="x()">t</p>', '<p>t</p>'],
    ['<iframe src="https://evil.example"></iframe><svg onload=alert(1)>', ''],
  ])('cleans %s', (dirty, clean) => {
    expect(sanitizeEditorHtml(dirty)).toBe(clean)
  })
  it('keeps structure and marks external links', () => {
    expect(sanitizeEditorHtml('<h2>T</h2><a href="https://www.fda.gov/">FDA</a> <a href="/vial-score">VS</a>')).toBe(
      '<h2>T</h2><a href="https://www.fda.gov/" rel="nofollow noopener noreferrer" target="_blank">FDA</a> <a href="/vial-score">VS</a>',
    )
  })
})
