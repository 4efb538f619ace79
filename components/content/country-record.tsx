import Link from 'next/link'
import type { Country } from '@/config/countries'
import { getCountryRecord } from '@/lib/content/countries'
import { countryHref } from '@/lib/domain/country'
import { displayDay, sourceDay } from '@/lib/domain/dates'

/** '2021-11' as 'November 2021', '2025-07-09' as 'Jul 9, 2025'. */
const eventDate = (date: string) => (date.length === 7 ? sourceDay(date) : displayDay(date))

/**
 * A country where no program qualifies for the list yet: why, and what the public record holds there (the
 * medicines approved, public coverage, dated events), each with its source. Never an empty list.
 */
export function CountryRecord({ country }: { country: Country }) {
  const record = getCountryRecord(country.code)
  if (!record) return <p className="text-gray-700">No program in {country.name} qualifies for our list yet.</p>
  return (
    <div data-testid="country-record">
      <p className="text-gray-700">{record.programs}</p>
      {record.operating.length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-bold">Programs known to operate in {country.name}</h3>
          <ul className="mt-3 space-y-2 text-sm" data-testid="operating-programs">
            {record.operating.map((program) => (
              <li key={program.name}>
                <a href={program.url} className="font-semibold underline" rel="nofollow noopener" target="_blank">
                  {program.name}
                </a>
                : No dated price found{' '}
                <span className="text-xs text-gray-600">
                  (
                  {program.dated
                    ? `its page of ${eventDate(program.seen)}`
                    : `its undated page, read ${eventDate(program.seen)}`}
                  )
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      <h3 className="mt-6 text-lg font-bold">What the public record holds for {country.name}</h3>
      <ol className="mt-3 space-y-3">
        {record.events.map((event) => (
          <li key={`${event.date} ${event.event}`} className="text-sm">
            <strong>{eventDate(event.date)}</strong>: {event.event}{' '}
            <span className="text-xs text-gray-600">
              (
              <a href={event.source.url} className="underline" rel="nofollow noopener" target="_blank">
                {event.source.publisher}
              </a>
              , {displayDay(event.source.date)})
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-sm text-gray-700">
        What each medicine is and does, from its label:{' '}
        <Link href="/medications" className="underline">
          GLP-1 medications
        </Link>
        . The prices we track, by country:{' '}
        <Link href={countryHref(country, '/prices')} className="underline">
          the GLP-1 price tracker
        </Link>
        . Last reviewed {displayDay(record.reviewed)}.
      </p>
    </div>
  )
}
