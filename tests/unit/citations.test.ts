import { citedIds, linkCitations, markdownSections, statementBlocks, uncitedFigures } from '@/lib/domain/citations'

const BODY = `Intro with 12 numbers, outside any section.

## What it is and how it works
It lowers appetite in 2 ways.

## Expected weight loss
In STEP 1, adults lost 14.9% of their weight over 68 weeks[^step1].
Placebo: 2.4%.

- 86% lost at least 5%[^step1]
- about a third lost 20% or more

| Dose | Loss |
|---|---|
| 2.4 mg | 14.9%[^step1] |
| placebo | 2.4% |

Results vary from person to person.

## Side effects
Nausea is the most common side effect[^label].
`

describe('citation marks', () => {
  it('lists the ids a text cites, once each, in order', () => {
    expect(citedIds('a[^label] b[^step1] c[^label]')).toEqual(['label', 'step1'])
  })

  it('splits a body into its ## sections', () => {
    expect(markdownSections(BODY).map((section) => section.heading)).toEqual([
      'What it is and how it works',
      'Expected weight loss',
      'Side effects',
    ])
  })

  it('reads list items, table rows and paragraphs as statements, not the table separator', () => {
    const blocks = statementBlocks(markdownSections(BODY)[1].text)
    expect(blocks).toContain('- 86% lost at least 5%[^step1]')
    expect(blocks).toContain('| placebo | 2.4% |')
    expect(blocks).not.toContain('|---|---|')
    expect(blocks[0]).toBe('In STEP 1, adults lost 14.9% of their weight over 68 weeks[^step1]. Placebo: 2.4%.')
  })

  it('finds each figure without a mark in the cited sections only', () => {
    expect(uncitedFigures(BODY)).toEqual(['- about a third lost 20% or more', '| placebo | 2.4% |'])
  })

  it('checks a section whose heading starts with a cited one', () => {
    expect(uncitedFigures('## Side effects and warnings\nNausea in 44%.\n')).toEqual(['Nausea in 44%.'])
  })

  it('does not count the digits of a mark as a figure', () => {
    expect(uncitedFigures('## Side effects\nSee the label[^label2].\n')).toEqual([])
  })

  it('links each mark to its numbered source, and refuses a mark with no source', () => {
    expect(linkCitations('<p>Lost 14.9%[^step1].</p>', ['label', 'step1'])).toBe(
      '<p>Lost 14.9%<sup><a href="#source-step1" aria-label="Source 2">[2]</a></sup>.</p>',
    )
    expect(() => linkCitations('<p>x[^nope]</p>', ['label'])).toThrow('names no listed source')
  })
})
