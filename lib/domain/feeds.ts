/** Text for XML content and attributes: the five characters XML gives meaning, escaped. */
export const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

export type AtomEntry = { id: string; title: string; link: string; updated: string; summary: string }

/** An Atom 1.0 feed (RFC 4287): its entries newest first, `updated` the newest entry's (or `fallbackUpdated`). */
export function atomFeed({
  id,
  title,
  selfUrl,
  siteUrl,
  author,
  fallbackUpdated,
  entries,
}: {
  id: string
  title: string
  selfUrl: string
  siteUrl: string
  author: string
  fallbackUpdated: string
  entries: readonly AtomEntry[]
}) {
  const x = escapeXml
  const updated =
    entries
      .map((entry) => entry.updated)
      .sort()
      .at(-1) ?? fallbackUpdated
  const items = entries
    .map(
      (entry) => `  <entry>
    <id>${x(entry.id)}</id>
    <title>${x(entry.title)}</title>
    <link rel="alternate" type="text/html" href="${x(entry.link)}" />
    <updated>${x(entry.updated)}</updated>
    <summary>${x(entry.summary)}</summary>
  </entry>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${x(id)}</id>
  <title>${x(title)}</title>
  <updated>${x(updated)}</updated>
  <author><name>${x(author)}</name></author>
  <link rel="self" type="application/atom+xml" href="${x(selfUrl)}" />
  <link rel="alternate" type="text/html" href="${x(siteUrl)}" />
${items}
</feed>
`
}
