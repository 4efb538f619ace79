/** Replies are never HTML; a link other than a site path or http(s) (javascript:, data:, //host) stays text. */
export type ChatSegment =
  | { type: 'text'; text: string }
  | { type: 'bold'; text: string }
  | { type: 'link'; text: string; href: string; external: boolean }

export function safeChatHref(href: string): { href: string; external: boolean } | null {
  const trimmed = href.trim()
  if (/^\/(?![/\\])[^\s]*$/.test(trimmed)) return { href: trimmed, external: false }
  if (/^https?:\/\/[^\s]+$/i.test(trimmed)) {
    try {
      return { href: new URL(trimmed).toString(), external: true }
    } catch {
      return null
    }
  }
  return null
}

const TOKEN = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g

export function formatChatText(text: string): ChatSegment[] {
  const segments: ChatSegment[] = []
  let last = 0
  for (const match of text.matchAll(TOKEN)) {
    if (match.index > last) segments.push({ type: 'text', text: text.slice(last, match.index) })
    if (match[1] !== undefined) {
      segments.push({ type: 'bold', text: match[1] })
    } else {
      const safe = safeChatHref(match[3])
      segments.push(safe ? { type: 'link', text: match[2], ...safe } : { type: 'text', text: match[2] })
    }
    last = match.index + match[0].length
  }
  if (last < text.length) segments.push({ type: 'text', text: text.slice(last) })
  return segments
}
