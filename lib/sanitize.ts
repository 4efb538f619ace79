import sanitizeHtml from 'sanitize-html'

/**
 * Editor HTML, made safe: an allow-list of tags and attributes, http(s)/mailto/relative links only, no
 * scripts, styles or event handlers. Applied when a post is saved and again when it is rendered.
 */
export function sanitizeEditorHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'h2',
      'h3',
      'h4',
      'p',
      'a',
      'ul',
      'ol',
      'li',
      'strong',
      'em',
      'b',
      'i',
      'blockquote',
      'code',
      'pre',
      'img',
      'br',
      'hr',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'figure',
      'figcaption',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'width', 'height'],
      th: ['scope'],
      td: ['colspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      // A link to anything but a web page, a mail address or a path of this site keeps only its text.
      a: (tagName, attribs) => {
        const href = (attribs.href ?? '').trim()
        if (!/^(https?:\/\/|mailto:|\/(?![/\\]))/i.test(href)) return { tagName: 'span', attribs: {} }
        const external = /^https?:\/\//i.test(href)
        const { target: _target, ...rest } = attribs
        void _target
        return {
          tagName,
          attribs: external
            ? { ...rest, href, rel: 'nofollow noopener noreferrer', target: '_blank' }
            : { ...rest, href },
        }
      },
    },
    // Images only from absolute web addresses.
    exclusiveFilter: (frame) => frame.tag === 'img' && !/^https?:\/\//i.test(frame.attribs.src ?? ''),
  })
}
