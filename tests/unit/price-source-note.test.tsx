/**
 * The 'Price as published' line of a provider's card and page: freshness told per price, so one new price does not
 * make the others look current.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { PriceSourceNote } from '@/components/providers/sample-badge'

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim()
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)
const shown = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })

it('gives one date for prices from one source date, flagged past 60 days', () => {
  const old = daysAgo(400)
  const html = renderToStaticMarkup(
    <PriceSourceNote isSample={false} sourceUrl="https://a.example/p" sourceDate={old} sourceDates={[old, old]} />,
  )
  expect(text(html)).toBe(`Price as published ${shown(old)} · source · may be out of date`)
})

it('gives the span and how many are out of date when one price is new and another a year old', () => {
  const [old, fresh] = [daysAgo(365), daysAgo(2)]
  const html = renderToStaticMarkup(
    <PriceSourceNote
      isSample={false}
      sourceUrl="https://a.example/p"
      sourceDate={fresh}
      sourceDates={[fresh, old, fresh]}
    />,
  )
  expect(text(html)).toBe(`Prices as published ${shown(old)} to ${shown(fresh)} · source · 1 of 3 may be out of date`)
})
