import { Checkbox, Fieldset } from '@/components/ui/field'
import { TextArea, TextField } from '@/components/ui/form-field'
import { COUNTRIES } from '@/config/countries'
import { MEDICATION_OPTIONS, US_STATE_NAMES } from '@/config/us-states'
import { saveProviderAction, saveProviderDraftAction } from '@/lib/admin/actions/providers'
import type { ProviderForEdit } from '@/lib/data/providers'
import { ALL_STATES } from '@/lib/domain/vial-score'
import { LOGO_MAX_BYTES } from '@/lib/domain/image-upload'
import { env } from '@/lib/env'
import { BADGE_COLOUR_HINT, LOCAL_COUNTRIES, PRICE_FIELDS } from '@/lib/validation/provider'
import { AdminForm } from './admin-form'
import { LogoFileField } from './logo-file-field'

/** Score inputs are left empty when no dated source gives them: the Vial Score then leaves them out. */
const NO_SOURCE_HINT = 'Leave empty when no dated source gives it.'

type Prices = { semaglutide?: Record<string, number>; tirzepatide?: Record<string, number> }

function PriceGrid({ prefix, prices, legend }: { prefix: string; prices: Prices; legend: string }) {
  return (
    <Fieldset legend={legend}>
      {(Object.keys(PRICE_FIELDS) as (keyof typeof PRICE_FIELDS)[]).map((medication) => (
        <div key={medication} className="mt-2">
          <p className="text-xs font-semibold uppercase text-gray-600">{medication}</p>
          <div className="mt-1 grid grid-cols-3 gap-2 sm:grid-cols-6">
            {PRICE_FIELDS[medication].doses.map((dose) => (
              <TextField
                key={dose}
                name={`${prefix}${PRICE_FIELDS[medication].prefix}${dose}`}
                label={dose}
                type="number"
                step="0.01"
                min={0}
                defaultValue={prices[medication]?.[dose]}
              />
            ))}
          </div>
        </div>
      ))}
    </Fieldset>
  )
}

/** Every provider field, its card, and its availability and local pricing per country. */
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
      className="space-y-8"
    >
      {p && <input type="hidden" name="id" value={p.id} />}
      <section className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label="Name" defaultValue={p?.name} required />
        <TextField name="slug" label="Slug" defaultValue={p?.slug} hint="Leave empty to derive it from the name." />
        <TextField name="websiteUrl" label="Website URL" type="url" defaultValue={p?.websiteUrl} required />
        <TextField name="discountCode" label="Discount code" defaultValue={p?.discountCode} />
        <div className="sm:col-span-2">
          <TextArea name="description" label="Description" defaultValue={p?.description} />
        </div>
      </section>

      <Fieldset legend="Medications">
        <div className="flex flex-wrap gap-4">
          {MEDICATION_OPTIONS.map((m) => (
            <Checkbox key={m} name="medications" value={m} label={m} defaultChecked={p?.medications.includes(m)} />
          ))}
        </div>
      </Fieldset>

      <PriceGrid prefix="" prices={{ semaglutide: p?.semaglutidePrices, tirzepatide: p?.tirzepatidePrices }} legend="US monthly prices per dose (USD)" />

      <Fieldset legend="US states served">
        <Checkbox name="states" value={ALL_STATES} label="All States" defaultChecked={p?.states.includes(ALL_STATES)} />
        <div className="mt-2 grid max-h-56 grid-cols-2 gap-1 overflow-y-auto sm:grid-cols-4">
          {US_STATE_NAMES.map((state) => (
            <Checkbox key={state} name="states" value={state} label={state} defaultChecked={p?.states.includes(state)} />
          ))}
        </div>
      </Fieldset>

      <section className="grid gap-4 sm:grid-cols-3">
        <TextField name="trustpilotScore" label="Trustpilot score (0-5)" type="number" step="0.1" min={0} max={5} defaultValue={p?.trustpilotScore ?? ''} hint={NO_SOURCE_HINT} />
        <TextField name="googleScore" label="Google score (0-5)" type="number" step="0.1" min={0} max={5} defaultValue={p?.googleScore ?? ''} hint={NO_SOURCE_HINT} />
        <TextField name="pricingTransparency" label="Pricing transparency (0-5)" type="number" step="0.1" min={0} max={5} defaultValue={p?.pricingTransparency ?? ''} hint={NO_SOURCE_HINT} />
        <p className="text-xs text-gray-600 sm:col-span-3">
          The Vial Score is computed from these inputs, the states and the medications{p ? `: currently ${(p.vialScore / 2).toFixed(1)} / 5` : ''}.
        </p>
      </section>

      <section className="grid gap-4 sm:grid-cols-2">
        <TextField name="sourceUrl" label="Source of the prices (URL)" defaultValue={p?.sourceUrl} />
        <TextField name="lastVerifiedAt" label="Date of that source (its own updated or published date)" type="date" defaultValue={p?.lastVerifiedAt} />
        <TextArea name="affiliateParams" label="Affiliate parameters" defaultValue={p ? Object.entries(p.affiliateParams).map(([k, v]) => `${k}=${v}`).join('\n') : ''} hint="One key=value per line, added to outbound links." />
        <div className="space-y-2">
          <Checkbox name="featured" label="Featured on the home page" defaultChecked={p?.featured} />
          <Checkbox name="isSample" label="Sample data (fictional provider)" defaultChecked={p?.isSample} />
        </div>
      </section>

      <Fieldset legend="Card" className="grid gap-4 sm:grid-cols-3">
        <div className="sm:col-span-3">
          <TextArea name="card_features" label="Features" defaultValue={card?.features.join('\n')} hint="One per line; the three default lines show when empty." />
        </div>
        <TextField name="card_badgeText" label="Badge text" defaultValue={card?.badgeText} />
        <TextField name="card_badgeColor" label="Badge colour" defaultValue={card?.badgeColor} hint={BADGE_COLOUR_HINT} />
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
              : 'An uploaded file\'s /media/ path (addresses on other sites are off: IMAGE_HOSTS is empty). Empty: the initial.'
          }
        />
        <LogoFileField hint={`PNG, JPEG or WebP, at most ${LOGO_MAX_BYTES / 1024} KB; saved with the provider, it replaces the logo URL.`} />
        <TextField name="card_logoBackground" label="Logo background (#hex)" defaultValue={card?.logoBackground} hint="Behind the logo or the initial; the initial turns black or white to stay readable." />
        <input type="hidden" name="card_isActive" value="off" />
        <Checkbox name="card_isActive" label="Card content active" defaultChecked={card ? card.isActive : true} />
      </Fieldset>

      {LOCAL_COUNTRIES.map((code) => {
        const country = COUNTRIES.find((c) => c.slug === code)!
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
            <Checkbox name={`${code}_isAvailable`} label={`Available in ${country.name}`} defaultChecked={link?.isAvailable} />
            <PriceGrid prefix={`${code}_`} prices={link?.localPricing ?? {}} legend={`Local monthly prices (${country.currency})`} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField name={`${code}_localUrl`} label="Local URL" defaultValue={link?.localUrl} />
              <TextField name={`${code}_shippingInfo`} label="Shipping" defaultValue={link?.shippingInfo} />
              <div className="sm:col-span-2">
                <TextArea name={`${code}_localDescription`} label="Local description" defaultValue={link?.localDescription} />
              </div>
            </div>
          </Fieldset>
        )
      })}
    </AdminForm>
  )
}
