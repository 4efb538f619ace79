/** From the planner's own rule set (coverage-routes.ts), so a medicine page never disagrees with /cost. */
import {
  bridgeWindow,
  MEDICARE_BRIDGE,
  MEDICINES,
  PART_D_OUT_OF_POCKET_CAP,
  SAVINGS_CARDS,
  purposeWords,
  type UseId,
} from './coverage-routes'
import { longDay } from './dates'
import { formatUsd } from './pricing'

/** A line, the planner's answer it links to, and the coverage page that explains it (`more`). */
export type GlanceLine = { text: string; href: string; more: { text: string; href: string } }

export const costPlanHref = (coverage: string, use: UseId) => `/cost?plan=1&coverage=${coverage}&use=${use}`

export function coverageGlance(slug: string, today: string): { insurance: GlanceLine; medicare: GlanceLine } | null {
  const medicine = MEDICINES.find((candidate) => candidate.slug === slug)
  if (!medicine) return null
  const use: UseId = medicine.uses[0]
  const card = SAVINGS_CARDS.find((candidate) => (candidate.medicines as readonly string[]).includes(slug))
  const insurance = card
    ? `As little as ${formatUsd(card.monthly)} a month with the ${card.name} when a private or employer plan covers it${card.ends ? `, until ${longDay(card.ends)}` : ''}.`
    : 'Your plan’s copay: no maker’s savings card we hold applies.'
  const bridge = MEDICARE_BRIDGE.medicines.find((entry) => entry.slug === slug)
  const cap = PART_D_OUT_OF_POCKET_CAP[Number(today.slice(0, 4))]
  const partDUses = medicine.uses.filter((candidate) => candidate !== 'weight')
  const medicare =
    bridge && bridgeWindow(today) === 'open'
      ? `${formatUsd(MEDICARE_BRIDGE.monthlyCopay)} a month through the Medicare GLP-1 Bridge, until ${longDay(MEDICARE_BRIDGE.ends)}, for those who meet its criteria${bridge.note ? ` (${bridge.note})` : ''}.`
      : partDUses.length
        ? `A Part D plan may cover it for ${partDUses.map(purposeWords).join(' or ')}${cap ? `: at most ${formatUsd(cap.amount)} out of pocket in ${today.slice(0, 4)}` : ''}; not for weight loss alone.`
        : 'Part D does not cover it for weight loss alone.'
  return {
    insurance: {
      text: insurance,
      href: costPlanHref('plan-covers', use),
      more: { text: 'What each plan says', href: '/coverage#plans' },
    },
    medicare: {
      text: medicare,
      href: costPlanHref('medicare', use),
      more: { text: 'Medicare explained', href: '/medicare' },
    },
  }
}
