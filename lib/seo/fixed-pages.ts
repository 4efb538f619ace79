import 'server-only'
import type { Metadata } from 'next'
import type { PageSeo } from './metadata'
import { countryPageMetadata, referencePageMetadata } from './page-metadata'
import { PRICE_FEED_PATH } from './price-feed'

/** Kept side by side to read and edit together; an editor's override (admin > SEO) still wins. */
export const COUNTRY_PAGE_SEO = {
  '/add-provider': {
    title: 'Add Your Provider',
    description:
      'Online GLP-1 providers can submit their program for listing: medications, pricing and the states they serve.',
    image: 'page',
  },
  '/calculator': {
    title: 'GLP-1 Dosage, Cost and BMI Calculators',
    description:
      'Free calculators: the volume and syringe units for a semaglutide or tirzepatide dose, the cost per mg and per dose, and your BMI.',
    image: 'tool',
  },
  '/cookie-policy': {
    title: 'Cookie Policy',
    description: 'Which cookies this site uses, how long they last and how to manage them.',
    image: 'page',
  },
  '/eligibility': {
    title: 'Am I Eligible for Wegovy or Zepbound?',
    description:
      'Check the FDA labels’ weight-management criteria (BMI 30, or 27 with a weight-related condition) against your height, weight and age.',
    image: 'tool',
  },
  '/cost': {
    title: 'What Will a GLP-1 Cost Me? Medicare, Medicaid, Insurance or Self-Pay',
    description:
      'Your cost for Wegovy, Zepbound, Foundayo and other GLP-1s by coverage: the Medicare GLP-1 Bridge, Medicaid in your state, your plan or self-pay, cheapest first, with sources.',
    image: 'tool',
  },
  '/find-provider': {
    title: 'Find an Online GLP-1 Provider: Your First-Year Cost',
    description:
      'Filter online semaglutide and tirzepatide programs by state, medicine, form, budget and insurance, and see each one’s first-year cost.',
    image: 'tool',
  },
  '/glp1-ai': {
    title: 'GLP-1 AI Assistant',
    description:
      'Ask about semaglutide, tirzepatide, online providers, prices and our calculators. Answers come from this site’s own pages.',
    image: 'tool',
  },
  '/news': {
    title: 'GLP-1 News & Updates',
    description:
      'FDA decisions, clinical trials, provider and insurance news about semaglutide, tirzepatide and other GLP-1 medicines, updated daily.',
    image: 'news',
  },
  '/prices': {
    title: 'GLP-1 Price Tracker: Zepbound, Wegovy and Ozempic Self-Pay Prices Over Time',
    description:
      'Every dated self-pay price of GLP-1 medicines we record, per dose and channel, over time, each with its source: charts, tables and open data.',
    image: 'tool',
    feed: { path: PRICE_FEED_PATH, title: 'GLP-1 price changes' },
  },
  '/privacy-policy': {
    title: 'Privacy Policy',
    description: 'What we collect, why, who we share it with and the rights you have over your information.',
    image: 'page',
  },
  '/reddit-posts': {
    title: 'What Redditors Say About GLP-1 Medications',
    description:
      'Search real Reddit discussions about semaglutide, tirzepatide, Ozempic, Wegovy, Mounjaro and Zepbound, with quick topics and subreddit filters.',
    image: 'community',
  },
  '/terms-of-use': {
    title: 'Terms of Use',
    description: 'The terms that apply when you use this site, including our medical disclaimer.',
    image: 'page',
  },
  '/trending-keywords': {
    title: 'Trending GLP-1 Keywords',
    description:
      'What people search for about semaglutide, tirzepatide and online GLP-1 providers, sortable by search volume and trend.',
    image: 'tool',
  },
  '/vial-score': {
    title: 'How the Vial Score Works',
    description:
      'The Vial Score rates online GLP-1 providers out of 5 from five published inputs. See the method, the weights and every provider’s breakdown.',
    image: 'page',
  },
} satisfies Record<string, Pick<PageSeo, 'title' | 'description' | 'image' | 'feed'>>

export const REFERENCE_PAGE_SEO = {
  '/coverage': {
    title: 'Does My Plan Cover Wegovy or Zepbound? Coverage by Payer',
    description:
      'What Medicare, Medicaid, the largest insurers and pharmacy benefit managers, the NHS, Canada’s provinces and the PBS say about GLP-1s for weight loss, each with its date.',
  },
  '/medicaid': {
    title: 'Does Medicaid Cover Wegovy or Zepbound? By State',
    description:
      'Whether each state’s Medicaid program covers GLP-1 medicines for weight loss, with the dated source for every state.',
  },
  '/medicare': {
    title: 'Does Medicare Cover Wegovy or Zepbound? The GLP-1 Bridge and Part D',
    description:
      'The Medicare GLP-1 Bridge ($50 a month for weight loss, to December 31, 2027), Part D by use, and the yearly out-of-pocket cap, with dates and sources.',
  },
  '/glossary': {
    title: 'GLP-1 Glossary: Titration, Compounding, Prior Authorization',
    description:
      'Plain definitions of the terms used on GLP-1 medication, pricing and coverage pages: titration, compounded, 503A/503B, prior authorization, BMI.',
  },
  '/medications': {
    title: 'GLP-1 Medications for Weight Loss',
    description:
      'Semaglutide and tirzepatide medicines explained from their FDA labels and trials: uses, doses, expected weight loss, side effects and costs.',
  },
  '/medications/switching': {
    title: 'Switching Between GLP-1 Medicines: What the Labels Say',
    description:
      'From each GLP-1 medicine and dose to another: the start dose, when and what happens to the old dose where the FDA labels say, and where they do not.',
  },
} satisfies Record<string, Pick<PageSeo, 'title' | 'description'>>

/** GET-form answers pass `{ noindex: true }`: each is a variant whose canonical is the page itself. */
export function fixedCountryPageMetadata(path: keyof typeof COUNTRY_PAGE_SEO, variant: Pick<PageSeo, 'noindex'> = {}) {
  return ({ params }: { params: Promise<{ country: string }> }): Promise<Metadata> =>
    countryPageMetadata(params, { ...COUNTRY_PAGE_SEO[path], path, ...variant })
}

export function fixedReferencePageMetadata(path: keyof typeof REFERENCE_PAGE_SEO) {
  return (): Promise<Metadata> => referencePageMetadata({ ...REFERENCE_PAGE_SEO[path], path })
}
