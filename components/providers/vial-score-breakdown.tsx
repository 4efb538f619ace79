import { Table } from '@/components/ui/table'
import { VIAL_SCORE_WEIGHTS, type VialScoreBreakdown, type VialScoreComponent } from '@/lib/domain/vial-score'

export const COMPONENT_LABELS: Record<VialScoreComponent, string> = {
  pricingTransparency: 'Pricing transparency',
  statesCoverage: 'States coverage',
  google: 'Google reviews',
  trustpilot: 'Trustpilot reviews',
  medicationOffering: 'Medication offering',
}

/**
 * Each published input, its weight and what it adds to the score. The body and foot cells are styled by
 * `.vsb` (app/globals.css): /vial-score repeats this table per provider, and per-cell utility strings were
 * sent twice, as HTML and RSC payload (issue 20).
 */
export function VialScoreBreakdownTable({ breakdown, caption }: { breakdown: VialScoreBreakdown; caption: string }) {
  const keys = Object.keys(VIAL_SCORE_WEIGHTS) as VialScoreComponent[]
  return (
    <Table
      className="vsb"
      caption={caption}
      captionClassName="mb-2 text-left font-semibold"
      columns={['Input', 'Score (0-5)', 'Weight', 'Adds']}
      figuresFrom={1}
      foot={
        <tr className="border-t border-gray-300 font-semibold">
          <th scope="row">
            Vial Score
          </th>
          <td colSpan={3}>
            {breakdown.score.toFixed(1)} / 5.0 · {breakdown.band}
          </td>
        </tr>
      }
    >
      {keys.map((key) => (
        <tr key={key}>
          <th scope="row" className="font-normal">
            {COMPONENT_LABELS[key]}
          </th>
          <td>{breakdown.components[key]?.toFixed(1) ?? 'missing'}</td>
          <td>{Math.round(breakdown.weights[key] * 100)}%</td>
          <td>{((breakdown.components[key] ?? 0) * breakdown.weights[key]).toFixed(2)}</td>
        </tr>
      ))}
    </Table>
  )
}
