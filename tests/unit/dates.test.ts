import {
  addDays,
  displayDay,
  displayMonth,
  isoDay,
  longDay,
  postDay,
  sourceDay,
  todayIso,
  utcMinute,
} from '@/lib/domain/dates'

describe('ISO days', () => {
  it('takes the UTC day of an instant, today by default', () => {
    expect(isoDay(new Date('2026-11-29T23:59:59Z'))).toBe('2026-11-29')
    expect(todayIso(new Date('2026-12-31T23:30:00-05:00'))).toBe('2027-01-01')
    expect(todayIso()).toBe(new Date().toISOString().slice(0, 10))
  })

  it('adds whole days across months and years, rounding a fraction', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29')
    expect(addDays('2026-11-01', 27.6)).toBe('2026-11-29')
  })
})

describe('printed dates', () => {
  it('prints each form the pages use, in UTC', () => {
    expect(displayDay('2025-09-09')).toBe('Sep 9, 2025')
    expect(longDay('2025-07-09')).toBe('July 9, 2025')
    expect(displayMonth('2026-05')).toBe('May 2026')
    expect(postDay('2026-03-05T23:30:00Z')).toBe('Mar 05, 2026')
    expect(sourceDay('2024-11')).toBe('November 2024')
    expect(utcMinute(new Date('2026-11-20T10:00:59Z'))).toBe('2026-11-20 10:00 UTC')
  })

  it("prints a day in a country's locale where the page passes one", () => {
    expect(longDay('2026-04-01', 'en-GB')).toBe('1 April 2026')
    expect(displayDay('2026-11-20', 'en-AU')).toBe('20 Nov 2026')
  })
})
