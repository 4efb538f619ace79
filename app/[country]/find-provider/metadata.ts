/** The page's metadata, for its empty form and (noindex) for each answer. */
export const METADATA = {
  title: 'Find an Online GLP-1 Provider: Your First-Year Cost',
  description:
    'Filter online semaglutide and tirzepatide programs by state, medicine, form, budget and insurance, and see each one’s first-year cost.',
  path: '/find-provider',
  image: 'tool',
} as const
