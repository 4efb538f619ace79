import 'server-only'
import fs from 'node:fs/promises'
import path from 'node:path'
import { marked } from 'marked'
import { env } from '@/lib/env'
import { sanitizeEditorHtml } from '@/lib/sanitize'

export type LegalDocument = 'privacy-policy' | 'terms-of-use' | 'cookie-policy'

/**
 * A legal page from content/legal as safe HTML: settings substituted ({siteName}, {contactEmail}), the
 * first heading and the date line returned apart so the page can place them.
 */
export async function renderLegalDocument(name: LegalDocument) {
  const source = await fs.readFile(path.join(process.cwd(), 'content/legal', `${name}.md`), 'utf8')
  const filled = source.replaceAll('{siteName}', env.SITE_NAME).replaceAll('{contactEmail}', env.SITE_CONTACT_EMAIL)
  const [titleLine, ...rest] = filled.split('\n')
  const body = rest.join('\n').trimStart()
  const dateMatch = /^_([^_]+)_\s*\n/.exec(body)
  const html = sanitizeEditorHtml(await marked.parse(dateMatch ? body.slice(dateMatch[0].length) : body, { gfm: true }))
  return { title: titleLine.replace(/^#\s*/, '').trim(), updated: dateMatch?.[1] ?? null, html }
}
