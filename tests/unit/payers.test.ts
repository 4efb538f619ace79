/** A payer's page: what its template says today, once per medicine and use, and its sources (lib/domain/payers.ts). */
import { sourceDay } from '@/lib/domain/dates'
import {
  otherPositions,
  payerSources,
  positionsToday,
  type PayerPosition,
  type PayerTemplate,
} from '@/lib/domain/payers'

const source = (url: string, date: string) => ({ url, title: 'A bulletin', publisher: 'A plan', date })
const position = (fields: Partial<PayerPosition>): PayerPosition => ({
  medicine: 'zepbound',
  use: 'weight',
  status: 'covered',
  from: '2024-01-01',
  until: null,
  note: 'A note.',
  criteria: null,
  source: source('https://example.org/a', '2023-12-01'),
  ...fields,
})
const payer = (positions: PayerPosition[]): PayerTemplate => ({
  slug: 'a-plan',
  name: 'A plan',
  kind: 'insurer',
  about: 'A plan.',
  positions,
})

describe('positionsToday', () => {
  const covered = position({ until: '2025-07-01' })
  const excluded = position({
    status: 'excluded',
    from: '2025-07-01',
    source: source('https://example.org/b', '2025-06-27'),
  })
  const wegovy = position({ medicine: 'wegovy', status: 'preferred', from: '2025-07-01' })
  const template = payer([covered, excluded, wegovy])

  it('gives each medicine and use once, with the position in force that day', () => {
    expect(positionsToday(template, '2026-11-29')).toEqual([excluded, wegovy])
    expect(positionsToday(template, '2025-06-30')).toEqual([covered])
  })

  it('leaves a position past its end, or not yet in force, to the record', () => {
    expect(otherPositions(template, '2026-11-29')).toEqual([covered])
    expect(otherPositions(template, '2025-06-30')).toEqual([excluded, wegovy])
  })

  it('lists each source once, newest first', () => {
    expect(payerSources(template).map((entry) => entry.url)).toEqual(['https://example.org/b', 'https://example.org/a'])
  })
})

describe('sourceDay', () => {
  it.each([
    ['2025-07-09', 'July 9, 2025'],
    ['2024-11', 'November 2024'],
    ['', null],
  ])('prints %j as %j', (date, printed) => {
    expect(sourceDay(date)).toBe(printed)
  })
})
