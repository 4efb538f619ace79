import { addDays as addDaysTo, format, parseISO } from 'date-fns'

/** A calendar day as the pages show it: 'Dec 31, 2026'. */
export const displayDay = (iso: string) => format(parseISO(iso), 'MMM d, yyyy')

/** The calendar day `days` after `iso` (both YYYY-MM-DD; a fraction of a day rounds to the nearest). */
export const addDays = (iso: string, days: number) => format(addDaysTo(parseISO(iso), Math.round(days)), 'yyyy-MM-dd')
