/** The page's metadata, for its empty form and (noindex) for each answer. */
export const METADATA = {
  title: 'GLP-1 Dosage, Cost and BMI Calculators',
  description:
    'Free calculators: the volume and syringe units for a semaglutide or tirzepatide dose, the cost per mg and per dose, and your BMI.',
  path: '/calculator',
  image: 'tool',
} as const
