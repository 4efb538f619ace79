import { categorize, isGlp1Relevant, normalizeNewsUrl, summarize } from '@/lib/domain/news'

describe('GLP-1 relevance', () => {
  it.each([
    'FDA approves Zepbound',
    'New data on semaglutide and the heart',
    'Insurers limit GLP-1 coverage',
    'Lilly’s orforglipron pill',
    'Weight-loss drugs and employers',
  ])('keeps %j', (text) => {
    expect(isGlp1Relevant(text)).toBe(true)
  })
  it.each([
    'FDA approves a new flu vaccine',
    'Glp1ase enzyme study',
    'Mounjarosaurus fossil found',
    'Diet and exercise trends',
  ])('drops %j', (text) => {
    expect(isGlp1Relevant(text)).toBe(false)
  })
})

describe('categorize', () => {
  it.each([
    ['FDA warns compounders over semaglutide', '', 'Regulatory'],
    ['Semaglutide shortage resolved', '', 'Regulatory'],
    ['Medicare to cover Wegovy for heart risk', '', 'Coverage'],
    ['Trial shows tirzepatide cuts sleep apnea', 'Researchers report in NEJM', 'Research'],
    ['Novo Nordisk opens a new plant', 'Manufacturing capacity grows', 'Industry'],
  ])('%j -> %s', (title, summary, category) => {
    expect(categorize(title, summary)).toBe(category)
  })
})

describe('summaries and URLs', () => {
  it('strips HTML and cuts to 300 characters', () => {
    const summary = summarize(`<p>${'GLP-1 news text. '.repeat(40)}</p>`)
    expect(summary.length).toBeLessThanOrEqual(300)
    expect(summary).not.toContain('<')
  })
  it('drops tracking parameters, fragments and trailing slashes so duplicates match', () => {
    expect(normalizeNewsUrl('https://WWW.Example.com/a/?utm_source=rss&id=2#top')).toBe(
      'https://www.example.com/a/?id=2',
    )
    expect(normalizeNewsUrl('https://example.com/story/')).toBe('https://example.com/story')
    expect(normalizeNewsUrl('javascript:alert(1)')).toBeNull()
    expect(normalizeNewsUrl('not a url')).toBeNull()
  })
})
