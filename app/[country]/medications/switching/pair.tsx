import Link from 'next/link'
import { endpointLabel, SILENT_ANSWER, type SwitchPair } from '@/lib/domain/switching'
import type { SwitchingRule, SwitchingSource } from '@/lib/validation/switching'

/** A source as a row cites it: the publisher, linked, and where on the source the rule stands. */
export function SourceLinks({ sources }: { sources: readonly SwitchingSource[] }) {
  return (
    <>
      {sources.map((source, index) => (
        <span key={`${source.url}-${source.where}`}>
          {index > 0 && '; '}
          <a href={source.url} rel="nofollow">
            {source.publisher}
          </a>
          , {source.where}
        </span>
      ))}
    </>
  )
}

function Rule({ pair, rule }: { pair: SwitchPair; rule: SwitchingRule }) {
  return (
    <div className="mt-3 border-t border-gray-200 pt-3">
      <p className="font-semibold">
        {endpointLabel(pair.from, rule.from)} → {endpointLabel(pair.to, rule.to)}
      </p>
      <dl>
        <dt>What the labels say</dt>
        <dd>{rule.rule}</dd>
        <dt>When</dt>
        <dd>{rule.timing}</dd>
        <dt>Source</dt>
        <dd className="break-words">
          <SourceLinks sources={rule.sources} />
        </dd>
      </dl>
    </div>
  )
}

/**
 * The styles of every group's rows, set once on the element around the groups (each group's list is `.pairs`):
 * on each row they went out twice a row (HTML and RSC payload), and the page has some 60 pairs to keep within the
 * 100 KB every page keeps to (e2e/page-weight.spec.ts). Rows stack on a phone; a rule's terms sit beside their text
 * from `sm` up.
 */
export const PAIR_STYLES = [
  '[&_.pairs>li]:scroll-mt-20 [&_.pairs>li]:rounded-xl [&_.pairs>li]:border [&_.pairs>li]:border-gray-200',
  '[&_.pairs>li]:p-4 [&_.pairs>li:target]:ring-2 [&_.pairs>li:target]:ring-brand-600 [&_.pairs_h3]:font-semibold',
  '[&_.pairs>li>p]:mt-1 [&_.pairs>li>p]:text-gray-700 [&_.pairs_a]:underline',
  '[&_.pairs_dl]:mt-1 [&_.pairs_dl]:grid [&_.pairs_dl]:gap-x-4 [&_.pairs_dl]:gap-y-1 [&_.pairs_dl]:text-sm',
  'sm:[&_.pairs_dl]:grid-cols-[9rem_1fr] [&_.pairs_dt]:font-medium [&_.pairs_dt]:text-gray-600',
].join(' ')

/** One ordered pair the labels say something about: the medicine's own doses, or the rules to another. */
export function PairRow({ pair }: { pair: SwitchPair }) {
  const { answer } = pair
  if (answer.kind === 'silent') return null
  return (
    <li id={pair.id}>
      <h3>{answer.kind === 'dose-schedule' ? `Within ${pair.to.name}` : `To ${pair.to.name}`}</h3>
      {answer.kind === 'dose-schedule' && (
        <p>
          Moving between doses follows the label’s dose schedule: see the{' '}
          <Link href={pair.from.path} className="text-brand-700">
            {`${pair.from.name} page`}
          </Link>
          .
        </p>
      )}
      {answer.rules.map((rule, index) => (
        <Rule key={index} pair={pair} rule={rule} />
      ))}
    </li>
  )
}

/**
 * The pairs of one group the labels say nothing about, in one row: the answer once, and each medicine at its own
 * anchor (`wegovy-to-zepbound`). One row each repeated the same sentence some 50 times, and with it the page
 * passed the 100 KB every page keeps to (e2e/page-weight.spec.ts).
 */
export function SilentRow({ pairs }: { pairs: readonly SwitchPair[] }) {
  if (pairs.length === 0) return null
  return (
    <li>
      <h3>To the other medicines</h3>
      <p>{SILENT_ANSWER}</p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm [&>li]:scroll-mt-20 [&>li:target]:font-semibold">
        {pairs.map((pair) => (
          <li key={pair.id} id={pair.id}>
            {pair.to.name}
          </li>
        ))}
      </ul>
    </li>
  )
}
