import type { DosePrices, LocalPricing } from '../schema'

/**
 * Sample providers. Every name is invented and every website uses the reserved `.example` domain, so no
 * real company is described; prices are illustrative monthly prices per dose, in the range that US online
 * compounded-GLP-1 programs advertised in 2025-2026. Each is shown with a 'Sample data' label.
 */
export const SAMPLE_LAST_VERIFIED = '2026-11-01'
export const SAMPLE_SOURCE = '/about#sample-data'

/** SPEC.md section 9: the one provider with a fixed price table and affiliate parameters. */
export const FIXED_SEMAGLUTIDE_PRICES: DosePrices = { '0.25mg': 199, '0.5mg': 249, '1mg': 299, '1.7mg': 349, '2.4mg': 399 }
export const FIXED_TIRZEPATIDE_PRICES: DosePrices = {
  '2.5mg': 249,
  '5mg': 299,
  '7.5mg': 349,
  '10mg': 399,
  '12.5mg': 449,
  '15mg': 499,
}

export type SampleProvider = {
  slug: string
  name: string
  description: string
  websiteUrl: string
  states: string[]
  medications: string[]
  semaglutidePrices: DosePrices
  tirzepatidePrices: DosePrices
  trustpilotScore: number
  googleScore: number
  pricingTransparency: number
  featured: boolean
  discountCode?: string
  affiliateParams?: Record<string, string>
  card: {
    features: string[]
    badgeText?: string
    badgeColor?: string
    logoBackground?: string
    ctaText?: string
    offerTitle?: string
    offerCode?: string
  }
  /** Per-country availability; the US is implied by `states`. */
  countries: Partial<
    Record<'UK' | 'CA' | 'AU', { isAvailable: boolean; localPricing?: LocalPricing; localDescription?: string; shippingInfo?: string }>
  >
}

const ALL = ['All States']

export const SAMPLE_PROVIDERS: SampleProvider[] = [
  {
    slug: 'cedarline-health',
    name: 'Cedarline Health',
    description:
      'Online weight-care program with a clinician consultation, compounded semaglutide or tirzepatide, and monthly check-ins by message.',
    websiteUrl: 'https://cedarline-health.example/start',
    states: ALL,
    medications: ['Semaglutide', 'Tirzepatide'],
    semaglutidePrices: FIXED_SEMAGLUTIDE_PRICES,
    tirzepatidePrices: FIXED_TIRZEPATIDE_PRICES,
    trustpilotScore: 4.7,
    googleScore: 4.6,
    pricingTransparency: 5,
    featured: true,
    discountCode: 'VIAL50',
    affiliateParams: { ref: 'vialscore', campaign: 'comparison' },
    card: {
      features: ['Prices for every dose published on the site', 'Clinician reply within one business day', 'Free shipping with cold packs'],
      offerTitle: '$50 off the first month',
      offerCode: 'VIAL50',
    },
    countries: {
      UK: {
        isAvailable: true,
        localPricing: {
          semaglutide: { '0.25mg': 159, '0.5mg': 189, '1mg': 229, '1.7mg': 269, '2.4mg': 299 },
          tirzepatide: { '2.5mg': 189, '5mg': 229, '7.5mg': 269, '10mg': 299, '12.5mg': 329, '15mg': 359 },
        },
        localDescription: 'UK programme with a GPhC-registered partner pharmacy and a prescriber consultation.',
        shippingInfo: 'Tracked next-day delivery in Great Britain',
      },
      CA: {
        isAvailable: true,
        localPricing: { semaglutide: { '0.25mg': 269, '0.5mg': 329, '1mg': 389, '1.7mg': 449, '2.4mg': 519 } },
        localDescription: 'Canadian program through a licensed partner pharmacy.',
      },
      AU: { isAvailable: false },
    },
  },
  {
    slug: 'bluepeak-clinic',
    name: 'Bluepeak Clinic',
    description: 'Telehealth clinic focused on tirzepatide with lab work included and a dietitian message line.',
    websiteUrl: 'https://bluepeak-clinic.example',
    states: ALL,
    medications: ['Tirzepatide', 'Semaglutide'],
    semaglutidePrices: { '0.25mg': 229, '0.5mg': 229, '1mg': 279, '1.7mg': 329, '2.4mg': 379 },
    tirzepatidePrices: { '2.5mg': 279, '5mg': 329, '7.5mg': 379, '10mg': 429, '12.5mg': 479, '15mg': 529 },
    trustpilotScore: 4.6,
    googleScore: 4.7,
    pricingTransparency: 4.5,
    featured: true,
    card: {
      features: ['Baseline lab panel included', 'Dietitian messaging', 'Pause or cancel online'],
    },
    countries: {
      UK: {
        isAvailable: true,
        localPricing: { tirzepatide: { '2.5mg': 199, '5mg': 239, '7.5mg': 279, '10mg': 309, '12.5mg': 339, '15mg': 369 } },
        localDescription: 'Tirzepatide pens dispensed by a UK partner pharmacy.',
      },
      CA: { isAvailable: false },
      AU: {
        isAvailable: true,
        localPricing: { semaglutide: { '0.25mg': 329, '0.5mg': 329, '1mg': 399, '1.7mg': 449, '2.4mg': 499 } },
        localDescription: 'Australian telehealth consultation with an AHPRA-registered doctor.',
      },
    },
  },
  {
    slug: 'harborlight-wellness',
    name: 'Harborlight Wellness',
    description: 'Membership program with flat monthly pricing across semaglutide doses and video visits on request.',
    websiteUrl: 'https://harborlight-wellness.example',
    states: ALL,
    medications: ['Semaglutide'],
    semaglutidePrices: { '0.25mg': 249, '0.5mg': 249, '1mg': 249, '1.7mg': 299, '2.4mg': 299 },
    tirzepatidePrices: {},
    trustpilotScore: 4.5,
    googleScore: 4.4,
    pricingTransparency: 4.5,
    featured: true,
    discountCode: 'HARBOR25',
    card: {
      features: ['Same price for the first three doses', 'Video visit on request', 'Needles and swabs included'],
    },
    countries: {
      CA: {
        isAvailable: true,
        localPricing: { semaglutide: { '0.25mg': 339, '0.5mg': 339, '1mg': 339, '1.7mg': 399, '2.4mg': 399 } },
      },
    },
  },
  {
    slug: 'summitrx-direct',
    name: 'SummitRx Direct',
    description: 'Pharmacy-led program with low starting prices and quarterly plans that lower the monthly cost.',
    websiteUrl: 'https://summitrx-direct.example',
    states: [
      'California', 'Texas', 'Florida', 'New York', 'Pennsylvania', 'Illinois', 'Ohio', 'Georgia', 'North Carolina',
      'Michigan', 'New Jersey', 'Virginia', 'Washington', 'Arizona', 'Massachusetts', 'Tennessee', 'Indiana',
      'Maryland', 'Missouri', 'Wisconsin', 'Colorado', 'Minnesota', 'South Carolina', 'Alabama', 'Louisiana',
      'Kentucky', 'Oregon', 'Oklahoma', 'Connecticut', 'Utah', 'Iowa', 'Nevada',
    ],
    medications: ['Semaglutide', 'Tirzepatide'],
    semaglutidePrices: { '0.25mg': 179, '0.5mg': 219, '1mg': 259, '1.7mg': 319, '2.4mg': 369 },
    tirzepatidePrices: { '2.5mg': 259, '5mg': 309, '7.5mg': 359, '10mg': 419, '12.5mg': 469, '15mg': 519 },
    trustpilotScore: 4.3,
    googleScore: 4.2,
    pricingTransparency: 4,
    featured: true,
    card: { features: ['Quarterly plans available', 'Pharmacist on call', 'Ships in 32 states'] },
    countries: {},
  },
  {
    slug: 'evergreen-metabolic',
    name: 'Evergreen Metabolic',
    description: 'Physician-led metabolic clinic offering both medications with insurance checks for brand-name pens.',
    websiteUrl: 'https://evergreen-metabolic.example',
    states: ALL,
    medications: ['Semaglutide', 'Tirzepatide'],
    semaglutidePrices: { '0.25mg': 299, '0.5mg': 299, '1mg': 349, '1.7mg': 399, '2.4mg': 449 },
    tirzepatidePrices: { '2.5mg': 349, '5mg': 399, '7.5mg': 449, '10mg': 499, '12.5mg': 549, '15mg': 599 },
    trustpilotScore: 4.4,
    googleScore: 4.6,
    pricingTransparency: 3.5,
    featured: true,
    card: {
      features: ['Insurance check for brand-name pens', 'Board-certified obesity physicians', 'Monthly video follow-up'],
    },
    countries: {
      UK: {
        isAvailable: true,
        localPricing: {
          semaglutide: { '0.25mg': 179, '0.5mg': 199, '1mg': 239, '1.7mg': 279, '2.4mg': 309 },
          tirzepatide: { '2.5mg': 209, '5mg': 249, '7.5mg': 289, '10mg': 319, '12.5mg': 349, '15mg': 379 },
        },
      },
      AU: {
        isAvailable: true,
        localPricing: { tirzepatide: { '2.5mg': 449, '5mg': 499, '7.5mg': 549, '10mg': 599, '12.5mg': 649, '15mg': 699 } },
      },
    },
  },
  {
    slug: 'northfield-telemed',
    name: 'Northfield Telemed',
    description: 'Budget telehealth option with an asynchronous intake form and message-based follow-up.',
    websiteUrl: 'https://northfield-telemed.example',
    states: [
      'Texas', 'Florida', 'Georgia', 'Tennessee', 'Alabama', 'Mississippi', 'Louisiana', 'Arkansas', 'Oklahoma',
      'Kansas', 'Missouri', 'Kentucky', 'South Carolina', 'North Carolina', 'Virginia', 'West Virginia', 'Ohio',
      'Indiana',
    ],
    medications: ['Semaglutide'],
    semaglutidePrices: { '0.25mg': 159, '0.5mg': 189, '1mg': 229, '1.7mg': 279, '2.4mg': 329 },
    tirzepatidePrices: {},
    trustpilotScore: 4.1,
    googleScore: 3.9,
    pricingTransparency: 4,
    featured: true,
    card: { features: ['Lowest starting price in this sample', 'No video visit needed', 'Serves 18 states'] },
    countries: {},
  },
  {
    slug: 'lumen-weight-care',
    name: 'Lumen Weight Care',
    description: 'Coaching-first program that adds medication after an intake review; nutrition app included.',
    websiteUrl: 'https://lumen-weight-care.example',
    states: ALL,
    medications: ['Semaglutide', 'Tirzepatide'],
    semaglutidePrices: { '0.25mg': 269, '0.5mg': 289, '1mg': 319, '1.7mg': 369, '2.4mg': 419 },
    tirzepatidePrices: { '2.5mg': 329, '5mg': 369, '7.5mg': 409, '10mg': 459, '12.5mg': 499, '15mg': 549 },
    trustpilotScore: 4.2,
    googleScore: 4.3,
    pricingTransparency: 3,
    featured: true,
    card: { features: ['Weekly coaching sessions', 'Nutrition app included', 'Medication after intake review'] },
    countries: {
      CA: {
        isAvailable: true,
        localPricing: { semaglutide: { '0.25mg': 359, '0.5mg': 389, '1mg': 429, '1.7mg': 489, '2.4mg': 549 } },
      },
      AU: {
        isAvailable: true,
        localPricing: { semaglutide: { '0.25mg': 389, '0.5mg': 419, '1mg': 459, '1.7mg': 519, '2.4mg': 579 } },
      },
    },
  },
  {
    slug: 'riverbend-rx',
    name: 'Riverbend Rx',
    description: 'Regional pharmacy program in the Mountain West with in-state pharmacists and local pickup.',
    websiteUrl: 'https://riverbend-rx.example',
    states: ['Colorado', 'Utah', 'Idaho', 'Montana', 'Wyoming', 'New Mexico', 'Arizona', 'Nevada'],
    medications: ['Tirzepatide'],
    semaglutidePrices: {},
    tirzepatidePrices: { '2.5mg': 239, '5mg': 289, '7.5mg': 339, '10mg': 389, '12.5mg': 439, '15mg': 489 },
    trustpilotScore: 4.0,
    googleScore: 4.5,
    pricingTransparency: 4.5,
    featured: false,
    card: { features: ['Local pickup in eight states', 'In-state pharmacists', 'Tirzepatide only'] },
    countries: {},
  },
  {
    slug: 'oakmont-health-partners',
    name: 'Oakmont Health Partners',
    description: 'Primary-care group that adds GLP-1 programs to ongoing care; prices quoted after the first visit.',
    websiteUrl: 'https://oakmont-health-partners.example',
    states: ['New York', 'New Jersey', 'Connecticut', 'Massachusetts', 'Pennsylvania', 'Rhode Island', 'Vermont', 'New Hampshire', 'Maine', 'Delaware', 'Maryland'],
    medications: ['Semaglutide', 'Tirzepatide'],
    semaglutidePrices: { '0.25mg': 349 },
    tirzepatidePrices: { '2.5mg': 449 },
    trustpilotScore: 3.8,
    googleScore: 4.1,
    pricingTransparency: 1.5,
    featured: false,
    card: { features: ['Part of ongoing primary care', 'In-person visits available', 'Prices quoted after first visit'] },
    countries: {},
  },
  {
    slug: 'solstice-telehealth',
    name: 'Solstice Telehealth',
    description: 'Telehealth service with weekend clinician hours and a money-back first month.',
    websiteUrl: 'https://solstice-telehealth.example',
    states: ALL,
    medications: ['Semaglutide', 'Tirzepatide'],
    semaglutidePrices: { '0.25mg': 219, '0.5mg': 259, '1mg': 299, '1.7mg': 349, '2.4mg': 389 },
    tirzepatidePrices: { '2.5mg': 289, '5mg': 339, '7.5mg': 389, '10mg': 439, '12.5mg': 489, '15mg': 539 },
    trustpilotScore: 4.0,
    googleScore: 4.0,
    pricingTransparency: 4,
    featured: true,
    card: { features: ['Weekend clinician hours', 'First month refundable', 'Text-based check-ins'] },
    countries: {
      UK: {
        isAvailable: true,
        localPricing: { semaglutide: { '0.25mg': 169, '0.5mg': 199, '1mg': 229, '1.7mg': 259, '2.4mg': 289 } },
      },
      CA: { isAvailable: true, localPricing: { tirzepatide: { '2.5mg': 389, '5mg': 449, '7.5mg': 499, '10mg': 559, '12.5mg': 619, '15mg': 669 } } },
      AU: { isAvailable: false },
    },
  },
]
