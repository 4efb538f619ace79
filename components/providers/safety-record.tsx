import { getSellerSafetyFile } from '@/lib/content/seller-safety'
import { displayDay, displayMonth } from '@/lib/domain/dates'
import { COMPOUNDED_LABELS, lettersNewestFirst, noLetterFoundText, SAFETY_SECTION_ID } from '@/lib/domain/seller-safety'
import type { SafetySource, WarningLetter } from '@/lib/validation/seller-safety'

/** A sentence without its full stop, for its source to follow in brackets. */
const sentence = (text: string) => text.replace(/\.$/, '')

/** A stated fact's page: who published it and its own date, linked. */
function SourceLink({ source }: { source: SafetySource }) {
  return (
    <a href={source.url} rel="nofollow noopener" target="_blank" className="underline">
      {source.publisher}, {displayDay(source.date)}
    </a>
  )
}

function Letters({ letters }: { letters: readonly WarningLetter[] }) {
  return (
    <ul className="mt-2 space-y-3">
      {lettersNewestFirst(letters).map((letter) => (
        <li key={letter.url}>
          <strong>{displayDay(letter.date)}</strong>, to {letter.recipient}: “{letter.subject}”
          {letter.posted && `, posted by the FDA ${displayDay(letter.posted)}`}.{' '}
          <a href={letter.url} rel="noopener" target="_blank" className="font-semibold text-brand-700 underline">
            The FDA’s letter to {letter.recipient}
          </a>
          <br />
          {letter.about ? (
            <>
              {sentence(letter.about.text)} (<SourceLink source={letter.about.source} />
              ).
            </>
          ) : (
            'Its text was not in any copy we read.'
          )}
          <small className="block text-gray-600">
            Date, subject and address as listed in <SourceLink source={letter.source} />.
          </small>
        </li>
      ))}
    </ul>
  )
}

/**
 * A provider page's "Safety record" (content/safety/sellers.json): the FDA warning letters addressed to the
 * program, the maker's own letters apart from them, whether it sells compounded GLP-1s and under which pathway,
 * and its pharmacy. What no dated source states is said in words; "no letter" is only ever "none found".
 */
export function SafetyRecord({ slug, name, isSample }: { slug: string; name: string; isSample: boolean }) {
  if (isSample) return null
  const file = getSellerSafetyFile()
  const record = Object.hasOwn(file.sellers, slug) ? file.sellers[slug] : null
  const fdaSearch = (
    <a href={file.searched.fdaSearchUrl} rel="noopener" target="_blank" className="underline">
      Search the FDA’s warning letters
    </a>
  )
  return (
    <section id={SAFETY_SECTION_ID} aria-labelledby="safety-record-heading" className="mt-10 text-sm text-gray-800">
      <h2 id="safety-record-heading" className="text-xl font-bold text-gray-900">
        Safety record
      </h2>
      {!record ? (
        <p className="mt-2">
          We have not compiled {name}’s safety record yet. {fdaSearch}.
        </p>
      ) : (
        <>
          <h3 className="mt-4 font-semibold">FDA warning letters to {name}</h3>
          {record.warningLetters.length > 0 ? (
            <Letters letters={record.warningLetters} />
          ) : record.jurisdiction === 'US' ? (
            <p className="mt-1">
              {noLetterFoundText(file.searched.through)}. {fdaSearch}.
            </p>
          ) : null}
          {record.note && <p className="mt-1">{record.note}</p>}
          {record.makerLetters && (
            <>
              <h3 className="mt-4 font-semibold">
                FDA letters to the maker, {record.makerLetters.maker} (about its own conduct, not this channel)
              </h3>
              <p className="mt-1">{record.makerLetters.note}</p>
              <Letters letters={record.makerLetters.letters} />
            </>
          )}
          <h3 className="mt-4 font-semibold">Compounded GLP-1s</h3>
          <p className="mt-1">
            {record.compounded.status && record.compounded.source ? (
              <>
                {COMPOUNDED_LABELS[record.compounded.status]} (<SourceLink source={record.compounded.source} />
                ).
              </>
            ) : (
              'No dated source found says whether it sells compounded GLP-1s now.'
            )}{' '}
            {record.compounded.pathway && record.compounded.pathwaySource ? (
              <>
                Pathway: {record.compounded.pathway} (<SourceLink source={record.compounded.pathwaySource} />
                ).
              </>
            ) : (
              'Pathway (503A or 503B): not stated by a dated source.'
            )}
          </p>
          {record.compounded.facts.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {record.compounded.facts.map((fact) => (
                <li key={fact.source.url}>
                  {sentence(fact.text)} (<SourceLink source={fact.source} />
                  ).
                </li>
              ))}
            </ul>
          )}
          {record.compounded.note && <p className="mt-1">{record.compounded.note}</p>}
          <h3 className="mt-4 font-semibold">Pharmacy</h3>
          <p className="mt-1">
            {record.pharmacy ? (
              <>
                {record.pharmacy.name}: {record.pharmacy.licence} (<SourceLink source={record.pharmacy.source} />
                ).
              </>
            ) : (
              'No dated source found names its pharmacy, or a licence or accreditation.'
            )}
          </p>
          <p className="mt-3 text-xs text-gray-600">
            Record reviewed {displayDay(file.reviewed)}. The copies of the FDA’s index we searched reach{' '}
            {displayMonth(file.searched.through)}; a letter posted since would not be listed here.
          </p>
        </>
      )}
    </section>
  )
}
