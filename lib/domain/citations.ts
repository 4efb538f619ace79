/**
 * Citation marks in the medication and explainer pages: `[^id]` after a fact names the source it came from
 * (content/medications/README.md). Pure text rules, shared by the page renderer and the content test.
 */

const MARK = /\[\^([a-z0-9-]+)\]/g

/** Sections whose figures must each carry a mark (a heading that starts with one of these): the doses, what the trials found and the side effects. */
export const CITED_SECTIONS = ['Dose schedule', 'Expected weight loss', 'Side effects'] as const

/** The source ids a text cites, in order of first use. */
export function citedIds(text: string): string[] {
  return [...new Set([...text.matchAll(MARK)].map((match) => match[1]))]
}

/** A Markdown body's `##` sections: heading and the lines under it (text before the first heading is left out). */
export function markdownSections(body: string): { heading: string; text: string }[] {
  const sections: { heading: string; lines: string[] }[] = []
  for (const line of body.split('\n')) {
    const heading = /^##\s+(.+?)\s*$/.exec(line)
    if (heading) sections.push({ heading: heading[1], lines: [] })
    else sections.at(-1)?.lines.push(line)
  }
  return sections.map(({ heading, lines }) => ({ heading, text: lines.join('\n') }))
}

/**
 * The blocks of a section a reader takes as one statement: each list item, each table row (not the
 * separator row), each paragraph. Continuation lines of a list item belong to it.
 */
export function statementBlocks(text: string): string[] {
  const blocks: string[] = []
  let current: string[] = []
  const flush = () => {
    if (current.length) blocks.push(current.join(' ').trim())
    current = []
  }
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (!line || /^#{3,}\s/.test(line)) {
      flush()
      if (line) blocks.push(line)
    } else if (line.startsWith('|')) {
      flush()
      if (!/^\|[\s|:-]+\|$/.test(line)) blocks.push(line)
    } else if (/^([-*+]|\d+\.)\s/.test(line)) {
      flush()
      current.push(line)
    } else {
      current.push(line)
    }
  }
  flush()
  return blocks
}

/** The statements in the cited sections that hold a number but no citation mark. */
export function uncitedFigures(body: string, sections: readonly string[] = CITED_SECTIONS): string[] {
  return markdownSections(body)
    .filter((section) => sections.some((heading) => section.heading.startsWith(heading)))
    .flatMap((section) => statementBlocks(section.text))
    .filter((block) => /\d/.test(block.replace(MARK, '')) && citedIds(block).length === 0)
}

/**
 * Replaces each mark in rendered HTML with a numbered link to its entry under 'Sources' (numbered in the
 * order the page lists its sources). A mark naming no listed source throws: the content test finds it first.
 */
export function linkCitations(html: string, sourceIds: readonly string[]): string {
  return html.replace(MARK, (_, id: string) => {
    const number = sourceIds.indexOf(id) + 1
    if (number === 0) throw new Error(`Citation [^${id}] names no listed source`)
    return `<sup><a href="#source-${id}" aria-label="Source ${number}">[${number}]</a></sup>`
  })
}
