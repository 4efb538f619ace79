/**
 * The sourced provider data set (content/providers): every file parses against the schema, so every price,
 * fee, state list, review figure and term has a source URL and that source's own date, and nothing is
 * priced where a source says the program publishes no price.
 */
import fs from 'node:fs'
import path from 'node:path'
import { medicineCatalogue } from '@/lib/content/medications'
import { providerDataSchema, type ProviderData } from '@/lib/validation/provider-data'

const DIR = path.resolve(__dirname, '../../content/providers')
const files = fs.readdirSync(DIR).filter((file) => file.endsWith('.json'))
const schema = providerDataSchema(medicineCatalogue())
const parsed = files.map(
  (file) => [file, schema.safeParse(JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8')))] as const,
)
const data = parsed.flatMap(([, result]) => (result.success ? [result.data] : []))

it('holds programs, with at least one priced', () => {
  expect(files.length).toBeGreaterThanOrEqual(5)
  expect(
    data.some((provider) => provider.offers.some((offer) => offer.prices.some((price) => price.amount !== null))),
  ).toBe(true)
})

it.each(parsed.map(([file, result]) => [file, result]))(
  '%s follows the schema (every figure with a source and its date)',
  (_file, result) => {
    expect(result.error?.issues ?? []).toEqual([])
  },
)

it.each(files)('%s is named after its slug', (file) => {
  const provider = data.find((candidate) => `${candidate.slug}.json` === file)
  expect(provider?.slug).toBe(file.replace(/\.json$/, ''))
})

/** Every source the file cites, wherever it stands. */
function sourcesOf(provider: ProviderData) {
  return [
    provider.states?.source,
    provider.insuranceAccepted.source,
    provider.pricingModel.source,
    provider.minimumCommitment?.source,
    provider.cancellation?.source,
    ...provider.fees.map((fee) => fee.source),
    ...provider.reviews.map((review) => review.source),
    provider.pricesNotPublished?.source,
    ...provider.offers.flatMap((offer) => [
      offer.pharmacy?.source,
      ...offer.prices.flatMap((price) => [
        price.source,
        ...(price.alternatives ?? []).map((alternative) => alternative.source),
        ...(price.history ?? []).map((earlier) => earlier.source),
      ]),
    ]),
  ].filter((source) => source != null)
}

it.each(files)('%s: no source is dated after the day it was checked', (file) => {
  const provider = data.find((candidate) => `${candidate.slug}.json` === file)!
  for (const source of sourcesOf(provider))
    expect({ url: source.url, after: source.date > source.checked }).toEqual({ url: source.url, after: false })
})

it.each(files)('%s: a program a source says publishes no price states no amount', (file) => {
  const provider = data.find((candidate) => `${candidate.slug}.json` === file)!
  const amounts = provider.offers
    .flatMap((offer) => offer.prices.map((price) => price.amount))
    .filter((amount) => amount !== null)
  if (provider.pricesNotPublished) expect(amounts).toEqual([])
})

it.each(files)(
  '%s: a price’s history runs oldest first and ends before it took effect; a channel price cites the maker’s statement too',
  (file) => {
    const provider = data.find((candidate) => `${candidate.slug}.json` === file)!
    for (const price of provider.offers.flatMap((offer) => offer.prices)) {
      const dates = [
        ...(price.history ?? []).map((earlier) => earlier.since ?? earlier.source.date),
        price.since ?? price.source.date,
      ]
      expect({ dose: price.dose, dates }).toEqual({ dose: price.dose, dates: [...dates].sort() })
      if (price.via)
        expect(price.via).toMatchObject({
          url: expect.stringMatching(/^https:\/\//),
          date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        })
    }
  },
)
