import { marked } from 'marked'

/** HTML passes through, for older posts; the server sanitises the result (lib/sanitize.ts). */
export function renderPostMarkdown(source: string): string {
  return marked.parse(source, { gfm: true, async: false })
}

/** The `src` of every image in rendered HTML whose alt text is missing or blank. */
export function imagesWithoutAlt(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => !/\balt\s*=\s*("\s*[^"\s][^"]*"|'\s*[^'\s][^']*'|[^\s"'>]+)/i.test(tag))
    .map((tag) => /\bsrc\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag)?.slice(2).find(Boolean) ?? '(no address)')
}

export const ALT_TEXT_MESSAGE = (sources: string[]) =>
  `Every image needs alt text that describes it, e.g. ![A Wegovy pen on a table](https://...). Missing for: ${sources.join(', ')}`
