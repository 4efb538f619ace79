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
 * `.vsb` (app/globals.css): /vial-score repeats this table per provider, and per-cell utility strings would be
 * sent twice, as HTML and RSC payload.
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
          <th scope="row">Vial Score</th>
          <td colSpan={3}>
            {breakdown.scored
              ? `${breakdown.score.toFixed(1)} / 5.0 · ${breakdown.band}`
              : `Not rated yet (${breakdown.inputsUsed} of 5 inputs published, ${Math.round(breakdown.weightPresent * 100)}% of the weight)`}
          </td>
        </tr>
      }
    >
      {keys.map((key) => {
        const value = breakdown.components[key]
        return (
          <tr key={key}>
            <th scope="row" className="font-normal">
              {COMPONENT_LABELS[key]}
            </th>
            <td>{value === null ? 'missing' : value.toFixed(1)}</td>
            <td>{Math.round(breakdown.weights[key] * 100)}%</td>
            {/* A missing input adds nothing because it is left out, not because it scored 0. */}
            <td>{value === null ? '–' : (value * breakdown.weights[key]).toFixed(2)}</td>
          </tr>
        )
      })}
    </Table>
  )
}
