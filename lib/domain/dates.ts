/** Days are read and printed in UTC so '2026-12-31' is Dec 31 anywhere; Intl only, so client components can use it. */

const DAY_MS = 86_400_000

const HOME_LOCALE = 'en-US'

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

export const isoDay = (at: Date) => at.toISOString().slice(0, 10)

export const todayIso = (now: Date = new Date()) => isoDay(now)

export const addDays = (iso: string, days: number) => isoDay(new Date(Date.parse(iso) + Math.round(days) * DAY_MS))

/** 'Dec 31, 2026' */
export const displayDay = (date: DateInput, locale?: string) => printed(date, 'day', locale)

/** 'December 31, 2026' */
export const longDay = (date: DateInput, locale?: string) => printed(date, 'longDay', locale)

/** 'Sep 2025' */
export const displayMonth = (month: DateInput) => printed(month, 'month')

/** 'Mar 05, 2026' */
export const postDay = (date: DateInput) => printed(date, 'postDay')

/** 'July 9, 2025', or 'July 2025' for a month; an undated source is null, for the caller to say so. */
export const sourceDay = (date: string): string | null =>
  date ? (date.length === 7 ? printed(date, 'longMonth') : longDay(date)) : null

/** '2026-11-20 10:00 UTC' */
export const utcMinute = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`
