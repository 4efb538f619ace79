/** `[^id]` after a fact names its source (content/medications/README.md). */

const MARK = /\[\^([a-z0-9-]+)\]/g

/** Sections (by heading prefix) whose figures must each carry a mark. */
export const CITED_SECTIONS = ['Dose schedule', 'Expected weight loss', 'Side effects'] as const

export function citedIds(text: string): string[] {
  return [...new Set([...text.matchAll(MARK)].map((match) => match[1]))]
}

export function markdownSections(body: string): { heading: string; text: string }[] {
  const sections: { heading: string; lines: string[] }[] = []
  for (const line of body.split('\n')) {
    const heading = /^##\s+(.+?)\s*$/.exec(line)
    if (heading) sections.push({ heading: heading[1], lines: [] })
    else sections.at(-1)?.lines.push(line)
  }
  return sections.map(({ heading, lines }) => ({ heading, text: lines.join('\n') }))
}

/** Each list item (with its continuation lines), table row or paragraph is one statement. */
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

export function uncitedFigures(body: string, sections: readonly string[] = CITED_SECTIONS): string[] {
  return markdownSections(body)
    .filter((section) => sections.some((heading) => section.heading.startsWith(heading)))
    .flatMap((section) => statementBlocks(section.text))
    .filter((block) => /\d/.test(block.replace(MARK, '')) && citedIds(block).length === 0)
}

/** A mark naming no listed source throws; the content test finds it first. */
export function linkCitations(html: string, sourceIds: readonly string[]): string {
  return html.replace(MARK, (_, id: string) => {
    const number = sourceIds.indexOf(id) + 1
    if (number === 0) throw new Error(`Citation [^${id}] names no listed source`)
    return `<sup><a href="#source-${id}" aria-label="Source ${number}">[${number}]</a></sup>`
  })
}
