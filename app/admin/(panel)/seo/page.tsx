import type { Metadata } from 'next'
import { PageHeading } from '@/components/admin/page-heading'
import { RecordTable } from '@/components/admin/record-table'
import { EditDeleteCell } from '@/components/admin/row-actions'
import { SeoOverrideForm } from '@/components/admin/seo-override-form'
import { cardClasses } from '@/components/ui/card'
import { Section } from '@/components/ui/section'
import { deleteSeoOverrideAction } from '@/lib/admin/actions/seo'
import { readAdminPage } from '@/lib/admin/page-read'
import { listSeoOverridesForAdmin } from '@/lib/data/seo-overrides'
import { SEO_MESSAGES } from '@/lib/validation/seo'

export const metadata: Metadata = { title: 'SEO' }

export default async function AdminSeoPage() {
  const rows = await readAdminPage('seo overrides', () => listSeoOverridesForAdmin())
  return (
    <>
      <PageHeading title="SEO overrides" />
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
      <RecordTable
        load={rows}
        failed={SEO_MESSAGES.loadFailed}
        empty="No page has an override yet."
        caption="Pages with an SEO override"
        columns={['Path', 'Title', 'Description', 'Other']}
        withActions
      >
        {(row) => (
          <tr>
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
            <EditDeleteCell
              editHref={`/admin/seo/${row.id}`}
              action={deleteSeoOverrideAction}
              id={row.id}
              confirm={`Delete the override of ${row.path}?`}
            />
          </tr>
        )}
      </RecordTable>
    </>
  )
}
