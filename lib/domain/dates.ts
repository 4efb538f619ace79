import { format, parseISO } from 'date-fns'

/** A calendar day as the pages show it: 'Dec 31, 2026'. */
export const displayDay = (iso: string) => format(parseISO(iso), 'MMM d, yyyy')
