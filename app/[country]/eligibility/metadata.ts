/** The page's metadata, for its empty form and (noindex) for each answer. */
export const METADATA = {
  title: 'Am I Eligible for Wegovy or Zepbound?',
  description:
    'Check the FDA labels’ weight-management criteria (BMI 30, or 27 with a weight-related condition) against your height, weight and age.',
  path: '/eligibility',
  image: 'tool',
} as const
