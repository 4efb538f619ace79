import { SelectField, TextArea, TextField } from '@/components/ui/form-field'
import { saveSeoOverrideAction } from '@/lib/admin/actions/seo'
import type { SeoOverrideRow } from '@/lib/data/seo-overrides'
import { ROBOTS_DIRECTIVES, SEO_LIMITS } from '@/lib/validation/seo'
import { AdminForm } from './admin-form'

const ROBOTS_OPTIONS = [
  { value: '', label: "The page's own" },
  ...ROBOTS_DIRECTIVES.map((value) => ({ value, label: value })),
]

/** One page's SEO override: add (no `existing`) or edit. Empty fields keep the page's own value. */
export function SeoOverrideForm({ existing }: { existing?: SeoOverrideRow }) {
  // A text field limited in length names its limit in its label.
  const limited = (name: 'metaTitle' | 'metaDescription', label: string, limit: number) => ({
    name,
    label: `${label} (at most ${limit} characters)`,
    defaultValue: existing?.[name],
    maxLength: limit,
  })
  return (
    <AdminForm
      action={saveSeoOverrideAction}
      submitLabel={existing ? 'Update override' : 'Add override'}
      redirectTo={existing ? '/admin/seo' : undefined}
      resetOnSuccess={!existing}
      className="grid gap-4 sm:grid-cols-2"
    >
      {existing && <input type="hidden" name="id" value={existing.id} />}
      <TextField
        name="path"
        label="Page path"
        required
        defaultValue={existing?.path}
        placeholder="/blog/my-post"
        className="sm:col-span-2"
        hint="As visitors see it: /providers/cedarline-health is the US page, /uk/providers/cedarline-health the UK one; /blog/... has one path."
      />
      <TextField
        {...limited('metaTitle', 'Title', SEO_LIMITS.title)}
        className="sm:col-span-2"
        hint="The exact <title>: the site name is not added."
      />
      <TextArea {...limited('metaDescription', 'Description', SEO_LIMITS.description)} className="sm:col-span-2" />
      <TextField
        name="ogImageUrl"
        label="Social image URL"
        defaultValue={existing?.ogImageUrl}
        hint="A full http(s) URL or a site path; 1200 x 630 works everywhere."
      />
      <TextField
        name="canonicalUrl"
        label="Canonical URL"
        defaultValue={existing?.canonicalUrl}
        hint="Only when another address is the original of this page."
      />
      <SelectField
        name="robotsDirective"
        label="Robots"
        defaultValue={existing?.robotsDirective}
        options={ROBOTS_OPTIONS}
      />
    </AdminForm>
  )
}
