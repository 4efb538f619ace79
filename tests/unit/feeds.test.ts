/** The Atom feed of price changes: escaped, well formed, and read by the feed parser the site already uses. */
import Parser from 'rss-parser'
import { atomFeed, escapeXml } from '@/lib/domain/feeds'

const feed = (entries: Parameters<typeof atomFeed>[0]['entries']) =>
  atomFeed({
    id: 'https://vial.example/data/price-changes.atom',
    title: 'Vial & Co: GLP-1 price changes',
    selfUrl: 'https://vial.example/data/price-changes.atom',
    siteUrl: 'https://vial.example/prices',
    author: 'Vial & Co',
    fallbackUpdated: '2026-11-26T00:00:00Z',
    entries,
  })

const ENTRIES = [
  {
    id: 'https://vial.example/data/price-changes.atom#US%3Alillydirect%3A2025-02-25',
    title: 'LillyDirect, Zepbound (tirzepatide), vials 2.5mg: $399 to $349',
    link: 'https://vial.example/providers/lillydirect-zepbound',
    updated: '2025-02-25T00:00:00Z',
    summary: 'As of 2025-02-25, per month. Source: https://lilly.example/news?a=1&b=2 (dated 2025-02-25).',
  },
  {
    id: 'https://vial.example/data/price-changes.atom#US%3Acvs%3A2026-01-05',
    title: 'CVS <Pharmacy> "Wegovy" pill, Novo\'s self-pay price & more',
    link: 'https://vial.example/prices?medicine=wegovy&x=<y>',
    updated: '2026-01-05T00:00:00Z',
    summary: 'Listed at $149 <b>per month</b>.',
  },
]

it('escapes the five characters XML gives meaning', () => {
  expect(escapeXml(`a & b < c > d "e" 'f'`)).toBe('a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;')
})

it('parses with rss-parser, every entry’s text as given and the feed dated by its newest entry', async () => {
  const parsed = await new Parser().parseString(feed(ENTRIES))
  expect(parsed).toMatchObject({
    title: 'Vial & Co: GLP-1 price changes',
    feedUrl: 'https://vial.example/data/price-changes.atom',
    lastBuildDate: '2026-01-05T00:00:00Z',
  })
  expect(
    parsed.items.map((item) => ({
      id: item.id,
      title: item.title,
      link: item.link,
      summary: item.summary,
      date: item.isoDate,
    })),
  ).toEqual(
    ENTRIES.map((entry) => ({
      id: entry.id,
      title: entry.title,
      link: entry.link,
      summary: entry.summary,
      date: new Date(entry.updated).toISOString(),
    })),
  )
})

it('is dated by the fallback when it has no entry, and still parses', async () => {
  const parsed = await new Parser().parseString(feed([]))
  expect(parsed).toMatchObject({ lastBuildDate: '2026-11-26T00:00:00Z', items: [] })
})
