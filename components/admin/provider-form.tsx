import { Checkbox, Fieldset } from '@/components/ui/field'
import { TextArea, TextField } from '@/components/ui/form-field'
import { LOCAL_COUNTRIES } from '@/config/countries'
import { saveProviderAction, saveProviderDraftAction } from '@/lib/admin/actions/providers'
import type { ProviderForEdit } from '@/lib/data/provider-admin'
import { LOGO_MAX_BYTES } from '@/lib/domain/image-upload'
import { env } from '@/lib/env'
import { BADGE_COLOUR_HINT } from '@/lib/validation/provider'
import { AdminForm } from './admin-form'
import { LogoFileField } from './logo-file-field'

/**
 * A provider's own details, its card, and its availability per country. Its prices, fees, states and reviews
 * are figures with a source each, edited below the form (components/admin/provider-figures.tsx); the Vial
 * Score is computed from them.
 */
export function ProviderForm({ existing }: { existing?: ProviderForEdit }) {
  const p = existing?.provider
  const card = existing?.card
  const hosts = env.IMAGE_HOSTS
  return (
    <AdminForm
      action={saveProviderAction}
      submitLabel={p ? 'Update provider' : 'Create provider'}
      redirectTo="/admin/providers"
      secondary={p ? { action: saveProviderDraftAction, label: 'Save as draft' } : undefined}
      conflictHref={p ? `/admin/providers/${p.id}?conflict=details` : undefined}
      className="space-y-8"
    >
      {p && <input type="hidden" name="id" value={p.id} />}
      {p && <input type="hidden" name="version" value={p.version} />}
      <section className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label="Name" defaultValue={p?.name} required />
        <TextField name="slug" label="Slug" defaultValue={p?.slug} hint="Leave empty to derive it from the name." />
        <TextField name="websiteUrl" label="Website URL" type="url" defaultValue={p?.websiteUrl} required />
        <TextField name="discountCode" label="Discount code" defaultValue={p?.discountCode} />
        <div className="sm:col-span-2">
          <TextArea name="description" label="Description" defaultValue={p?.description} />
        </div>
      </section>

      <section className="grid gap-4 sm:grid-cols-2">
        <TextArea
          name="affiliateParams"
          label="Affiliate parameters"
          defaultValue={
            p
              ? Object.entries(p.affiliateParams)
                  .map(([k, v]) => `${k}=${v}`)
                  .join('\n')
              : ''
          }
          hint="One key=value per line, added to outbound links."
        />
        <div className="space-y-2">
          <Checkbox name="featured" label="Featured on the home page" defaultChecked={p?.featured} />
          <Checkbox name="isSample" label="Sample data (fictional provider)" defaultChecked={p?.isSample} />
        </div>
      </section>

      <Fieldset legend="Card" className="grid gap-4 sm:grid-cols-3">
        <div className="sm:col-span-3">
          <TextArea
            name="card_features"
            label="Features"
            defaultValue={card?.features.join('\n')}
            hint="One per line; the three default lines show when empty."
          />
        </div>
        <TextField name="card_badgeText" label="Badge text" defaultValue={card?.badgeText} />
        <TextField
          name="card_badgeColor"
          label="Badge colour"
          defaultValue={card?.badgeColor}
          hint={BADGE_COLOUR_HINT}
        />
        <TextField name="card_ctaText" label="Button text" defaultValue={card?.ctaText} />
        <TextField name="card_offerTitle" label="Offer title" defaultValue={card?.offerTitle} />
        <TextField name="card_offerCode" label="Offer code" defaultValue={card?.offerCode} />
        <TextField
          name="card_logoUrl"
          label="Logo URL"
          defaultValue={card?.logoUrl}
          hint={
            hosts.length
              ? `An https address on ${hosts.join(', ')} (the IMAGE_HOSTS setting), or an uploaded file's /media/ path. Empty: the initial.`
              : "An uploaded file's /media/ path (addresses on other sites are off: IMAGE_HOSTS is empty). Empty: the initial."
          }
        />
        <LogoFileField
          hint={`PNG, JPEG or WebP, at most ${LOGO_MAX_BYTES / 1024} KB; saved with the provider, it replaces the logo URL.`}
        />
        <TextField
          name="card_logoBackground"
          label="Logo background (#hex)"
          defaultValue={card?.logoBackground}
          hint="Behind the logo or the initial; the initial turns black or white to stay readable."
        />
        <input type="hidden" name="card_isActive" value="off" />
        <Checkbox name="card_isActive" label="Card content active" defaultChecked={card ? card.isActive : true} />
      </Fieldset>

      {LOCAL_COUNTRIES.map((country) => {
        const code = country.slug
        const link = existing?.links[code]
        return (
          <Fieldset
            key={code}
            legend={
              <>
                {country.flag} {country.name}
              </>
            }
            className="space-y-4"
          >
            <Checkbox
              name={`${code}_isAvailable`}
              label={`Available in ${country.name}`}
              defaultChecked={link?.isAvailable}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField name={`${code}_localUrl`} label="Local URL" defaultValue={link?.localUrl} />
              <TextField name={`${code}_shippingInfo`} label="Shipping" defaultValue={link?.shippingInfo} />
              <div className="sm:col-span-2">
                <TextArea
                  name={`${code}_localDescription`}
                  label="Local description"
                  defaultValue={link?.localDescription}
                />
              </div>
            </div>
          </Fieldset>
        )
      })}
    </AdminForm>
  )
}
