export const WORDS_PER_MINUTE = 200
export const PUBLIC_EXCERPT_LENGTH = 150
export const ADMIN_EXCERPT_LENGTH = 200
export const META_DESCRIPTION_LENGTH = 160
export const FEATURED_POST_LIMIT = 2

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' }

/** Visible text of editor HTML: tags removed, entities decoded, white space collapsed. */
export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(
      /&(#?\w+);/g,
      (match, name: string) =>
        ENTITIES[name] ?? (name.startsWith('#') ? String.fromCharCode(Number(name.slice(1)) || 32) : match),
    )
    .replace(/\s+/g, ' ')
    .trim()
}

/** Minutes to read: words / 200, rounded up, at least 1. */
export function readTimeMinutes(html: string): number {
  const words = stripHtml(html).split(' ').filter(Boolean).length
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))
}

/** The first `length` characters of the text, cut at a word boundary, with an ellipsis when cut. */
export function truncateText(text: string, length: number): string {
  if (text.length <= length) return text
  const cut = text.slice(0, length - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > length * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`
}

export function excerptOf(post: { excerpt: string | null; content: string }, length = PUBLIC_EXCERPT_LENGTH): string {
  return post.excerpt?.trim() || truncateText(stripHtml(post.content), length)
}

export function metaDescriptionOf(post: {
  metaDescription: string | null
  excerpt: string | null
  content: string
}): string {
  return (
    post.metaDescription?.trim() ||
    truncateText(post.excerpt?.trim() || stripHtml(post.content), META_DESCRIPTION_LENGTH)
  )
}
