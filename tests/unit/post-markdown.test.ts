import { imagesWithoutAlt, renderPostMarkdown } from '@/lib/domain/post-markdown'

describe('renderPostMarkdown', () => {
  it('renders Markdown and passes HTML through, as older posts are HTML', () => {
    expect(renderPostMarkdown('## Doses\n\n- **0.25 mg** first')).toContain('<h2>Doses</h2>')
    expect(renderPostMarkdown('## Doses\n\n- **0.25 mg** first')).toContain('<strong>0.25 mg</strong>')
    expect(renderPostMarkdown('<p>Old <em>HTML</em> post</p>').trim()).toBe('<p>Old <em>HTML</em> post</p>')
  })
})

describe('imagesWithoutAlt', () => {
  it('names images whose alt is missing or blank, and only those', () => {
    const html = renderPostMarkdown(
      '![A pen](https://x.example/ok.png) ![](https://x.example/empty.png) ![ ](https://x.example/blank.png)\n\n<img src="https://x.example/html.png"><img alt="Chart" src="https://x.example/html-ok.png">',
    )
    expect(imagesWithoutAlt(html)).toEqual([
      'https://x.example/empty.png',
      'https://x.example/blank.png',
      'https://x.example/html.png',
    ])
  })

  it('reads single-quoted and unquoted attributes', () => {
    expect(
      imagesWithoutAlt(
        `<img src='https://x.example/a.png' alt='A'><img src=https://x.example/b.png alt=B><img src=https://x.example/c.png>`,
      ),
    ).toEqual(['https://x.example/c.png'])
  })

  it('finds nothing in text without images', () => {
    expect(imagesWithoutAlt(renderPostMarkdown('No images, only an [alt text](https://x.example) link.'))).toEqual([])
  })
})
