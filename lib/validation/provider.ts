import { z } from 'zod'
import { LOCAL_COUNTRY_SLUGS } from '@/config/countries'
import { parseBadgeColour, parseHexColour, BADGE_PALETTE_NAMES } from '@/lib/domain/badge-colour'
import { checkLogoUrl, logoUrlMessage } from '@/lib/http/image-hosts'
import { isImageType, LOGO_MAX_BYTES, UPLOAD_MESSAGES } from '@/lib/domain/image-upload'
import { isHttpUrl } from '@/lib/domain/outbound'
import { plainText, PRICE_MESSAGES, sourceUrl } from '@/lib/domain/price-schema'
import { env } from '@/lib/env'
import { SLUG_PATTERN, slugify } from '@/lib/domain/slug'
import { cleanInput } from './clean-input'

export const PROVIDER_MESSAGES = {
  required: 'Please fill in all required fields',
  /** The import and the content files refuse the same addresses with the same message. */
  website: PRICE_MESSAGES.url,
  created: 'Provider created successfully',
  updated: 'Provider updated successfully',
  deleted: 'Provider deleted successfully',
  saveFailed: 'Failed to save provider',
  deleteFailed: 'Failed to delete provider',
  loadFailed: 'Failed to load providers',
  draftSaved: 'Draft saved: the public page is unchanged until you save the provider',
  draftFailed: 'Failed to save the draft',
  draftNeedsProvider: 'Create the provider first: drafts hold changes to an existing provider',
  draftNoUpload: 'A draft cannot hold an uploaded logo: upload it with Update provider, or give a logo URL',
  draftDiscarded: 'Draft discarded',
  draftDiscardFailed: 'Failed to discard the draft',
  conflict:
    'Another editor saved this provider while you were editing it. The form now shows what they saved: make your change again if it still applies.',
} as const

const CARD_TEXT_FIELDS = [
  'badgeText',
  'badgeColor',
  'logoUrl',
  'logoBackground',
  'ctaText',
  'offerTitle',
  'offerCode',
] as const

type Raw = Record<string, unknown>
/** String() of an object can run its own code or throw. */
const isScalar = (value: unknown): value is string | number | boolean =>
  ['string', 'number', 'boolean'].includes(typeof value)
const scalar = (value: unknown): string => (isScalar(value) ? String(value) : '')
const unreadable = (value: unknown) =>
  value !== undefined && value !== null && !isScalar(value) && !(Array.isArray(value) && value.every(isScalar))
const one = (value: unknown): string => scalar(Array.isArray(value) ? value[0] : value).trim()
const many = (value: unknown): string[] =>
  value === undefined ? [] : (Array.isArray(value) ? value : [value]).map(scalar)
const checked = (value: unknown) => ['on', 'true', '1'].includes(one(value))

/** With no file chosen a browser still sends an empty file (maybe named 'blob'), so any empty file means none. */
const logoFile = (value: unknown) =>
  value === undefined || value === '' || (value instanceof Blob && value.size === 0) ? null : value

/** Unknown keys are reported, not ignored. */
export function providerFormToObject(raw: Raw) {
  const seen = new Set<string>([
    'id',
    'version',
    'name',
    'slug',
    'websiteUrl',
    'description',
    'featured',
    'discountCode',
    'affiliateParams',
    'isSample',
    'card_features',
    'card_isActive',
    'card_logoFile',
    ...CARD_TEXT_FIELDS.map((f) => `card_${f}`),
  ])
  const countries = Object.fromEntries(
    LOCAL_COUNTRY_SLUGS.map((code) => {
      for (const field of ['isAvailable', 'localDescription', 'localUrl', 'shippingInfo']) seen.add(`${code}_${field}`)
      return [
        code,
        {
          isAvailable: checked(raw[`${code}_isAvailable`]),
          localDescription: one(raw[`${code}_localDescription`]) || null,
          localUrl: one(raw[`${code}_localUrl`]) || null,
          shippingInfo: one(raw[`${code}_shippingInfo`]) || null,
        },
      ]
    }),
  )
  const name = one(raw.name)
  return {
    unknownKeys: Object.keys(raw).filter((key) => !seen.has(key)),
    // The logo file is the one field that is no text: the schema judges it.
    unreadableKeys: Object.keys(raw).filter((key) => seen.has(key) && key !== 'card_logoFile' && unreadable(raw[key])),
    id: one(raw.id) || undefined,
    version: one(raw.version) === '' ? undefined : Number(one(raw.version)),
    name,
    slug: one(raw.slug) || slugify(name),
    websiteUrl: one(raw.websiteUrl),
    description: one(raw.description),
    featured: checked(raw.featured),
    discountCode: one(raw.discountCode) || null,
    affiliateParams: Object.fromEntries(
      one(raw.affiliateParams)
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => {
          const at = line.indexOf('=')
          return at < 1 ? [line, ''] : [line.slice(0, at).trim(), line.slice(at + 1).trim()]
        }),
    ) as Record<string, string>,
    isSample: checked(raw.isSample),
    card: {
      features: one(raw.card_features)
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
      // The form sends a hidden 'off' before the checkbox, so 'on' anywhere means checked; absent means active.
      isActive: raw.card_isActive === undefined ? true : many(raw.card_isActive).includes('on'),
      ...(Object.fromEntries(CARD_TEXT_FIELDS.map((field) => [field, one(raw[`card_${field}`]) || null])) as Record<
        (typeof CARD_TEXT_FIELDS)[number],
        string | null
      >),
      logoFile: logoFile(raw.card_logoFile),
    },
    countries,
  }
}

const httpUrl = (message: string) => z.string().max(500).refine(isHttpUrl, message)

const logoUrl = z
  .string()
  .max(500)
  .superRefine((value, ctx) => {
    const check = checkLogoUrl(value, env.IMAGE_HOSTS)
    if (!check.ok) ctx.addIssue({ code: 'custom', message: logoUrlMessage(check.reason, env.IMAGE_HOSTS) })
  })

export const BADGE_COLOUR_HINT = `A palette colour (${BADGE_PALETTE_NAMES.join(', ')}) or a hex colour like #065f46; the text turns black or white to stay readable.`
const badgeColour = z
  .string()
  .max(30)
  .refine(
    (value) => parseBadgeColour(value) !== null,
    `Use a palette colour (${BADGE_PALETTE_NAMES.join(', ')}) or a hex colour like #065f46`,
  )
  .transform((value) => parseBadgeColour(value)!)

/** Its bytes are checked when it is read (checkImageUpload). */
const logoUpload = z
  // Blob, not File: what a server action's multipart parser hands over need not be this realm's File class.
  .instanceof(Blob, { message: UPLOAD_MESSAGES.type })
  .refine((file) => file.size <= LOGO_MAX_BYTES, UPLOAD_MESSAGES.size)
  .refine((file) => file.type === '' || isImageType(file.type), UPLOAD_MESSAGES.type)

export const providerSchema = z
  .preprocess(
    (raw) =>
      raw && typeof raw === 'object' && !Array.isArray(raw) ? providerFormToObject(cleanInput(raw) as Raw) : raw,
    z.object({
      unknownKeys: z.array(z.string()).max(0, 'The form contains fields it does not know'),
      unreadableKeys: z.array(z.string()).max(0, 'The form contains values that are not text'),
      id: z.uuid().optional(),
      version: z.number().int().positive().optional(),
      name: plainText().min(1, PROVIDER_MESSAGES.required).max(120),
      slug: z.string().max(100).regex(SLUG_PATTERN, 'The slug may only contain lowercase letters, digits and hyphens'),
      websiteUrl: z.string().min(1, PROVIDER_MESSAGES.required).pipe(sourceUrl),
      description: plainText().max(2000),
      featured: z.boolean(),
      discountCode: z.string().max(60).nullable(),
      affiliateParams: z.record(
        z.string().regex(/^[A-Za-z0-9_.-]{1,40}$/, 'Affiliate parameters are key=value lines'),
        z.string().max(200),
      ),
      isSample: z.boolean(),
      card: z.object({
        features: z.array(z.string().max(200)).max(10),
        isActive: z.boolean(),
        badgeText: z.string().max(40).nullable(),
        badgeColor: badgeColour.nullable(),
        logoUrl: logoUrl.nullable(),
        logoBackground: z
          .string()
          .refine((value) => parseHexColour(value) !== null, 'Use a colour like #065f46')
          .transform((value) => parseHexColour(value)!)
          .nullable(),
        ctaText: z.string().max(40).nullable(),
        offerTitle: z.string().max(80).nullable(),
        offerCode: z.string().max(60).nullable(),
        logoFile: logoUpload.nullable(),
      }),
      countries: z.record(
        z.enum(LOCAL_COUNTRY_SLUGS),
        z.object({
          isAvailable: z.boolean(),
          localDescription: z.string().max(2000).nullable(),
          localUrl: httpUrl('A local URL must be a full URL').nullable(),
          shippingInfo: z.string().max(300).nullable(),
        }),
      ),
    }),
  )
  .transform(({ unknownKeys, unreadableKeys, ...provider }) => {
    void unknownKeys
    void unreadableKeys
    return provider
  })

export type ProviderInput = z.output<typeof providerSchema>
export const idSchema = z.strictObject({ id: z.uuid('Unknown item') })

export type LogoUpload = { bytes: Uint8Array; contentType: import('@/lib/domain/image-upload').ImageType }
export type ProviderSave = Omit<ProviderInput, 'card'> & {
  card: Omit<ProviderInput['card'], 'logoFile'>
  logo?: LogoUpload | null
}

export function providerDetailsColumns(input: Omit<ProviderSave, 'card' | 'countries' | 'logo'>) {
  return {
    slug: input.slug,
    name: input.name,
    description: input.description,
    websiteUrl: input.websiteUrl,
    featured: input.featured,
    discountCode: input.discountCode,
    affiliateParams: input.affiliateParams,
    isSample: input.isSample,
  }
}

/** 'card.logoUrl' -> card_logoUrl, 'countries.uk.localUrl' -> uk_localUrl. */
export function providerFieldName(path: string): string {
  const [head, ...rest] = path.split('.')
  if (head === 'card') return `card_${rest.join('.')}`
  if (head === 'countries' && rest.length >= 2) return `${rest[0]}_${rest.slice(1).join('.')}`
  return path
}
