import { expect, test } from '@playwright/test'

/** The head facts every indexable page must carry, read from its server HTML. */
function headFacts(html: string) {
  const title = /<title>([^<]+)<\/title>/.exec(html)?.[1]
  const h1s = html.match(/<h1[\s>]/g)?.length ?? 0
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1]
  return { title, h1s, canonical, description }
}

test.describe('SEO', () => {
  test('every URL in the sitemap answers 200 with a title, one h1, a canonical link and a description', async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(600_000)
    const sitemap = await request.get('/sitemap.xml')
    expect(sitemap.status()).toBe(200)
    expect(sitemap.headers()['content-type']).toContain('application/xml')
    const xml = await sitemap.text()
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'))
    expect(urls.length).toBeGreaterThan(60)
    const problems: string[] = []
    // A few at a time: the first request renders each page on the embedded database.
    for (let start = 0; start < urls.length; start += 6) {
      await Promise.all(
        urls.slice(start, start + 6).map(async (url) => {
          const path = new URL(url).pathname
          const response = await request.get(path, { maxRedirects: 0 })
          if (response.status() !== 200) return problems.push(`${path}: status ${response.status()}`)
          const facts = headFacts(await response.text())
          if (!facts.title) problems.push(`${path}: no <title>`)
          if (facts.h1s !== 1) problems.push(`${path}: ${facts.h1s} h1 elements`)
          if (!facts.description) problems.push(`${path}: no meta description`)
          if (!facts.canonical) problems.push(`${path}: no canonical`)
          else if (new URL(facts.canonical).pathname !== path) problems.push(`${path}: canonical is ${facts.canonical}`)
          // One site address: the canonical names the sitemap's host, prerendered at build or rendered now.
          else if (new URL(facts.canonical).origin !== new URL(url).origin)
            problems.push(`${path}: canonical host ${facts.canonical}, sitemap host ${url}`)
        }),
      )
    }
    expect(problems, `from ${baseURL}`).toEqual([])
  })

  test('a page carries hreflang alternates, social cards, geo tags and structured data', async ({ request }) => {
    const html = await request.get('/uk/calculator').then((response) => response.text())
    for (const [lang, path] of [
      ['en-US', '/calculator'],
      ['en-GB', '/uk/calculator'],
      ['en-CA', '/ca/calculator'],
      ['en-AU', '/au/calculator'],
      ['x-default', '/calculator'],
    ]) {
      expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="${lang}" href="[^"]+${path}"`))
    }
    expect(html).toMatch(/<meta property="og:image" content="[^"]+\/og\/tool\.png"/)
    expect(html).toContain('<meta property="og:image:width" content="1200"')
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"')
    expect(html).toContain('<meta name="geo.region" content="GB"')
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) =>
      JSON.parse(match[1]!),
    )
    expect(jsonLd.map((data) => data['@type'])).toEqual(expect.arrayContaining(['Organization', 'WebSite']))
  })

  test('the social card is a 1200x630 PNG', async ({ request }) => {
    const response = await request.get('/og/provider.png')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
    const png = await response.body()
    // PNG header: width and height are big-endian at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
    expect((await request.get('/og/nope.png')).status()).toBe(404)
  })

  test('robots.txt blocks admin and API and names the sitemap; llms.txt summarises the site', async ({ request }) => {
    const robots = await request.get('/robots.txt').then((response) => response.text())
    expect(robots).toContain('Disallow: /admin')
    expect(robots).toContain('Disallow: /api/')
    expect(robots).toMatch(/Sitemap: http.+\/sitemap\.xml/)
    const llms = await request.get('/llms.txt')
    expect(llms.headers()['content-type']).toContain('text/plain')
    const text = await llms.text()
    expect(text).toMatch(/^# /)
    expect(text).toContain('/vial-score')
    expect(text).toContain('/api/mcp')
  })

  test('one site address: the sitemap, robots.txt, llms.txt and the canonical of a prerendered and a live page name one host', async ({
    request,
  }) => {
    const hosts = new Set<string>()
    const sitemap = await request.get('/sitemap.xml').then((response) => response.text())
    for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) hosts.add(new URL(loc!).origin)
    const robots = await request.get('/robots.txt').then((response) => response.text())
    hosts.add(new URL(/Sitemap: (\S+)/.exec(robots)![1]!).origin)
    const llms = await request.get('/llms.txt').then((response) => response.text())
    // Its Markdown links are the site's own pages.
    for (const [, url] of llms.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)) hosts.add(new URL(url!).origin)
    for (const path of ['/about', '/providers/cedarline-health', '/blog/semaglutide-vs-tirzepatide']) {
      const canonical = headFacts(await request.get(path).then((response) => response.text())).canonical
      hosts.add(new URL(canonical!).origin)
    }
    expect([...hosts]).toHaveLength(1)
  })

  test('noindex where it belongs: admin, unsubscribe, not-found and search variants', async ({ request }) => {
    for (const path of [
      '/admin/login',
      '/unsubscribe',
      '/no-such-page',
      '/compare?p=cedarline-health,bluepeak-clinic',
      '/calculator?tab=bmi',
    ]) {
      const html = await request.get(path).then((response) => response.text())
      expect(html, path).toMatch(/<meta name="robots" content="[^"]*noindex/)
    }
    const home = await request.get('/').then((response) => response.text())
    expect(home).not.toMatch(/<meta name="robots" content="[^"]*noindex/)
  })
})
