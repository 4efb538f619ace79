/** The page's metadata, for the whole tracker and (noindex) for each medicine chosen in its filter. */
export const METADATA = {
  title: 'GLP-1 Price Tracker: Zepbound, Wegovy and Ozempic Self-Pay Prices Over Time',
  description:
    'Every dated self-pay price of GLP-1 medicines we record, per dose and channel, over time, each with its source: charts, tables and open data.',
  path: '/prices',
  image: 'tool',
} as const
