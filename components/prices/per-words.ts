/** How often a price is charged, as the words after its amount: "$299 a month", "£180 per 4 weeks". */
export const PER_WORDS: Record<string, string> = {
  month: 'a month',
  week: 'a week',
  '4 weeks': 'per 4 weeks',
  '28 days': 'per 28 days',
  '3 months': 'per 3 months',
  fill: 'per fill',
}
