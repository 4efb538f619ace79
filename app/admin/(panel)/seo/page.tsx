import type { Metadata } from 'next'
import { ConfirmActionButton } from '@/components/admin/confirm-action-button'
import { LoadError } from '@/components/admin/load-error'
import { SeoOverrideForm } from '@/components/admin/seo-override-form'
import { ButtonLink } from '@/components/ui/button'
import { cardClasses } from '@/components/ui/card'
import { Section } from '@/components/ui/section'
import { Table } from '@/components/ui/table'
import { deleteSeoOverrideAction } from '@/lib/admin/actions/seo'
import { loadForAdminPage } from '@/lib/admin/load'
import { requireAdminPage } from '@/lib/admin/page-guard'
import { listSeoOverridesForAdmin } from '@/lib/data/seo-overrides'
import { SEO_MESSAGES } from '@/lib/validation/seo'

export const metadata: Metadata = { title: 'SEO' }

export default async function AdminSeoPage() {
  await requireAdminPage()
  const rows = await loadForAdminPage('seo overrides', () => listSeoOverridesForAdmin())
  return (
    <>
      <h1 className="text-2xl font-bold">SEO overrides</h1>
      <div className="mt-2 max-w-3xl space-y-2 text-sm text-gray-700">
        <p>
          An override replaces one page&apos;s title, description, social image, canonical URL or robots setting; what
          you leave empty stays the page&apos;s own. Each override belongs to one path, as visitors see it: the US page
          has no prefix, every other country&apos;s page has its own (<code>/uk/...</code>).
        </p>
        <p>
          <strong>Blog posts:</strong> an override of a post&apos;s path (<code>/blog/its-slug</code>) wins over the
          meta title, description, social image, canonical URL and robots set in the post itself.
        </p>
        <p>Saving or deleting updates that page at once.</p>
      </div>
      <Section
        heading="Add an override"
        headingId="add-seo-override"
        size="semibold"
        className={cardClasses({ variant: 'raised', className: 'mt-6' })}
      >
        <div className="mt-2">
          <SeoOverrideForm />
        </div>
      </Section>
      {!rows.ok ? (
        <LoadError>{SEO_MESSAGES.loadFailed}</LoadError>
      ) : rows.data.length === 0 ? (
        <p className="mt-6 text-gray-700">No page has an override yet.</p>
      ) : (
        <Table
          variant="raised"
          className="mt-6"
          caption="Pages with an SEO override"
          columns={[
            'Path',
            'Title',
            'Description',
            'Other',
            <span key="actions" className="sr-only">
              Actions
            </span>,
          ]}
        >
          {rows.data.map((row) => (
            <tr key={row.id}>
              <th scope="row" className="p-3 font-semibold">
                <a href={row.path} className="underline" target="_blank" rel="noopener">
                  {row.path}
                </a>
              </th>
              <td className="p-3">{row.metaTitle ?? '—'}</td>
              <td className="p-3">{row.metaDescription ?? '—'}</td>
              <td className="p-3 text-xs">
                {[row.ogImageUrl && 'social image', row.canonicalUrl && 'canonical', row.robotsDirective]
                  .filter(Boolean)
                  .join(', ') || '—'}
              </td>
              <td className="whitespace-nowrap p-3 text-right">
                <ButtonLink href={`/admin/seo/${row.id}`} variant="plain" size="sm">
                  Edit
                </ButtonLink>
                <ConfirmActionButton
                  action={deleteSeoOverrideAction}
                  input={{ id: row.id }}
                  label="Delete"
                  confirm={`Delete the override of ${row.path}?`}
                />
              </td>
            </tr>
          ))}
        </Table>
      )}
    </>
  )
}
