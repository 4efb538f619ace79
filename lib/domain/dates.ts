/**
 * Every date the site prints, each form defined once: ISO days for storage, files and admin tables, and the
 * words the pages and mails use. A day is read and printed in UTC, so '2026-12-31' is Dec 31 on any server and
 * in any browser; Intl does the printing, so a client component (the community browser, the keywords table)
 * can use these without shipping a date library.
 */

const DAY_MS = 86_400_000

/** The pages' dates are in American English unless a caller passes a country's locale. */
const HOME_LOCALE = 'en-US'

/** A Date, epoch milliseconds or an ISO string; 'YYYY-MM-DD' and 'YYYY-MM' are that day (or month) in UTC. */
export type DateInput = Date | number | string

const STYLES = {
  day: { dateStyle: 'medium' },
  longDay: { dateStyle: 'long' },
  month: { month: 'short', year: 'numeric' },
  longMonth: { month: 'long', year: 'numeric' },
  postDay: { month: 'short', day: '2-digit', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

// A page prints hundreds of dates, and an Intl formatter is costly to build.
const formatters = new Map<string, Intl.DateTimeFormat>()

function printed(date: DateInput, style: keyof typeof STYLES, locale = HOME_LOCALE): string {
  const key = `${style} ${locale}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone: 'UTC' })
    formatters.set(key, formatter)
  }
  return formatter.format(new Date(date))
}

/** The UTC calendar day of an instant, YYYY-MM-DD: how days are stored, compared and named in files. */
export const isoDay = (at: Date) => at.toISOString().slice(0, 10)

/** Today's UTC calendar day, YYYY-MM-DD; a test passes its own `now`. */
export const todayIso = (now: Date = new Date()) => isoDay(now)

/** The calendar day `days` after `iso` (both YYYY-MM-DD; a fraction of a day rounds to the nearest). */
export const addDays = (iso: string, days: number) => isoDay(new Date(Date.parse(iso) + Math.round(days) * DAY_MS))

/** A calendar day as the pages show it: 'Dec 31, 2026'; in a country's locale where the page passes one. */
export const displayDay = (date: DateInput, locale?: string) => printed(date, 'day', locale)

/** A day in full: 'December 31, 2026' (a source's date, a review, when a rule starts). */
export const longDay = (date: DateInput, locale?: string) => printed(date, 'longDay', locale)

/** A month: 'Sep 2025' (a chart's axis, how far a search reached). */
export const displayMonth = (month: DateInput) => printed(month, 'month')

/** A blog post's or a community thread's date, with a two-digit day: 'Mar 05, 2026'. */
export const postDay = (date: DateInput) => printed(date, 'postDay')

/**
 * A source's own date as the pages print it: 'July 9, 2025', or 'July 2025' where the source gives only its month;
 * empty (a program's own page with no date) is null, for the caller to say so.
 */
export const sourceDay = (date: string): string | null =>
  date ? (date.length === 7 ? printed(date, 'longMonth') : longDay(date)) : null

/** An instant in an admin table, to the minute in UTC: '2026-11-20 10:00 UTC'. */
export const utcMinute = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`
