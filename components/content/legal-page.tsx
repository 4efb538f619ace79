import { renderLegalDocument, type LegalDocument } from '@/lib/content/markdown'

export async function LegalPage({ document }: { document: LegalDocument }) {
  const { title, updated, html } = await renderLegalDocument(document)
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
      {updated && <p className="mt-2 text-sm text-gray-600">{updated}</p>}
      {/* Our own Markdown, rendered on the server and sanitised like editor HTML. */}
      <div className="prose-content mt-8" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  )
}
