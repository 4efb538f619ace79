import { addDays as addDaysTo, format, parseISO } from 'date-fns'

/** A calendar day as the pages show it: 'Dec 31, 2026'. */
export const displayDay = (iso: string) => format(parseISO(iso), 'MMM d, yyyy')

/** The calendar day `days` after `iso` (both YYYY-MM-DD; a fraction of a day rounds to the nearest). */
export const addDays = (iso: string, days: number) => format(addDaysTo(parseISO(iso), Math.round(days)), 'yyyy-MM-dd')

/**
 * A source's own date as the pages print it: 'July 9, 2025', or 'July 2025' where the source gives only its month;
 * empty (a program's own page with no date) is null, for the caller to say so.
 */
export const sourceDay = (date: string): string | null =>
  date
    ? format(parseISO(date.length === 7 ? `${date}-01` : date), date.length === 7 ? 'MMMM yyyy' : 'MMMM d, yyyy')
    : null
