/** Navigation and footer links of the layout every page shares. Paths are country-free. */
export const MAIN_NAV: readonly { label: string; path: string; countryNeutral?: boolean }[] = [
  { label: 'Home', path: '/' },
  { label: 'Medications', path: '/medications', countryNeutral: true },
  { label: 'Calculator', path: '/calculator' },
  { label: 'My Cost', path: '/cost' },
  { label: 'About', path: '/about' },
  { label: 'Contact', path: '/contact' },
]

/** `usOnly`: city pages exist only in the US variant, so other countries' footers leave the link out. */
export type FooterLink = { label: string; path: string; countryNeutral?: boolean; usOnly?: boolean }

/** The footer's link columns, by title, in order. */
export const FOOTER_COLUMNS: { title: string; links: FooterLink[] }[] = Object.entries({
  Tools: [
    { label: 'Dosage Calculator', path: '/calculator' },
    { label: 'BMI Calculator', path: '/calculator?tab=bmi' },
    { label: 'Cost Calculator', path: '/calculator?tab=cost' },
    { label: 'GLP-1 AI Assistant', path: '/glp1-ai' },
    { label: 'Trending Keywords', path: '/trending-keywords' },
    { label: 'Community Discussions', path: '/reddit-posts' },
    { label: 'Find Providers Near You', path: '/near', usOnly: true },
  ],
  Guides: [
    { label: 'GLP-1 Medications', path: '/medications', countryNeutral: true },
    { label: 'Am I Eligible?', path: '/eligibility' },
    { label: 'Find a Provider', path: '/find-provider' },
    { label: 'What Will It Cost Me?', path: '/cost' },
    { label: 'GLP-1 Price Tracker', path: '/prices' },
    { label: 'Medicaid Coverage by State', path: '/coverage', countryNeutral: true, usOnly: true },
    { label: 'Compounded GLP-1s', path: '/compounded-glp1', countryNeutral: true },
    { label: 'Glossary', path: '/glossary', countryNeutral: true },
  ],
  Company: [
    { label: 'About Us', path: '/about' },
    { label: 'News', path: '/news' },
    { label: 'Blog', path: '/blog', countryNeutral: true },
    { label: 'Contact', path: '/contact' },
    { label: 'Support Us', path: '/support' },
    { label: 'Add Your Provider', path: '/add-provider' },
  ],
  Legal: [
    { label: 'Privacy Policy', path: '/privacy-policy' },
    { label: 'Terms of Service', path: '/terms-of-use' },
    { label: 'Cookie Policy', path: '/cookie-policy' },
    { label: 'Vial Score Method', path: '/vial-score' },
  ],
} satisfies Record<string, FooterLink[]>).map(([title, links]) => ({ title, links }))

/** Scroll distance after which the back-to-top button shows. */
export const BACK_TO_TOP_THRESHOLD_PX = 300

/** Public pages that exist in every country variant, country-free. */
export const STATIC_PUBLIC_PATHS = [
  '/',
  '/calculator',
  '/glp1-ai',
  '/about',
  '/contact',
  '/trending-keywords',
  '/vial-score',
  '/add-provider',
  '/news',
  '/support',
  '/reddit-posts',
  '/privacy-policy',
  '/terms-of-use',
  '/cookie-policy',
  '/cookies',
  '/eligibility',
  '/find-provider',
  '/cost',
  '/prices',
] as const
