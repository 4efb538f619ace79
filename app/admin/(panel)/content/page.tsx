import type { Metadata } from 'next'
import { AdminForm } from '@/components/admin/admin-form'
import { LoadError } from '@/components/admin/load-error'
import { PageHeading } from '@/components/admin/page-heading'
import { Card, cardClasses } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/field'
import { TextArea, TextField } from '@/components/ui/form-field'
import { Section } from '@/components/ui/section'
import { saveSiteContentAction } from '@/lib/admin/actions/site-content'
import { readAdminPage } from '@/lib/admin/page-read'
import { listSiteContentForAdmin } from '@/lib/data/site-content'

export const metadata: Metadata = { title: 'Site content' }

export default async function AdminSiteContentPage() {
  const rows = await readAdminPage('site content', () => listSiteContentForAdmin())
  return (
    <>
      <PageHeading
        title="Site content"
        intro="Editable texts such as the home page hero (hero_title_seo, hero_subtitle_seo)."
      />
      {!rows.ok && <LoadError>Failed to load the site content</LoadError>}
      <div className="mt-6 space-y-4">
        {rows.ok &&
          rows.data.map((row) => (
            <Card as="section" key={row.key} variant="raised">
              <AdminForm action={saveSiteContentAction} submitLabel={`Save ${row.key}`}>
                <input type="hidden" name="key" value={row.key} />
                <TextArea name="content" label={row.key} defaultValue={row.content} />
                <input type="hidden" name="isActive" value="off" />
                <div className="mt-2">
                  <Checkbox name="isActive" label="Active" defaultChecked={row.isActive} />
                </div>
              </AdminForm>
            </Card>
          ))}
        <Section heading="Add a key" size="semibold" className={cardClasses({ variant: 'raised' })}>
          <AdminForm action={saveSiteContentAction} submitLabel="Add" resetOnSuccess>
            <TextField name="key" label="Key" hint="lowercase_with_underscores" />
            <div className="mt-2">
              <TextArea name="content" label="Content" />
            </div>
            <input type="hidden" name="isActive" value="on" />
          </AdminForm>
        </Section>
      </div>
    </>
  )
}
