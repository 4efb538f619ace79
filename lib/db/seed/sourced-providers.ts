import fs from 'node:fs'
import path from 'node:path'
import { todayIso } from '@/lib/domain/dates'
import { datedPriceRecord, type PriceChange } from '@/lib/domain/price-history'
import { dataSetPriceRecord, type FactRecord, type PriceRecord } from '@/lib/domain/price-record'
import { medicineCatalogue } from '@/lib/content/medications'
import { providerDataSchema, type ProviderData, type Source } from '@/lib/validation/provider-data'
import { seedPriceId, type ProviderSeed } from './provider-seed'

export const PROVIDER_DATA_DIR = path.join(process.cwd(), 'content', 'providers')

export function readProviderDataSet(dir = PROVIDER_DATA_DIR): ProviderData[] {
  const schema = providerDataSchema(medicineCatalogue())
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const parsed = schema.safeParse(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')))
      if (!parsed.success)
        throw new Error(`${file} does not follow the provider data schema: ${parsed.error.issues[0]?.message}`)
      return parsed.data
    })
}

const fact = (kind: string, value: Record<string, unknown>, source: Source): FactRecord => ({ kind, value, source })

type SeedPrice = PriceRecord & { id: string }
/** Each alternative source's figure follows its primary price and names its id. */
export function dataSetPrices(data: ProviderData, today = todayIso()): { prices: SeedPrice[]; history: PriceChange[] } {
  const priced = data.offers.flatMap((offer) =>
    offer.prices.map((price) => {
      const product = {
        country: data.country,
        medication: offer.medication,
        brand: offer.brand,
        compounded: offer.compounded,
        form: offer.form,
      }
      const primary: SeedPrice = { id: seedPriceId(), ...dataSetPriceRecord(product, price) }
      const others = (price.alternatives ?? []).map((alternative) => ({
        ...primary,
        id: seedPriceId(),
        amount: alternative.amount,
        note: alternative.note ?? null,
        alternativeOf: primary.id,
        source: alternative.source,
      }))
      // An offer whose end date has passed is history only: neither it nor another source's figure for it is current.
      const { current, history } = datedPriceRecord(primary, price, today)
      return { prices: current ? [primary, ...others] : [], history }
    }),
  )
  return { prices: priced.flatMap((price) => price.prices), history: priced.flatMap((price) => price.history) }
}

export function dataSetFacts(data: ProviderData): FactRecord[] {
  const facts: FactRecord[] = [
    ...data.fees.map(({ source, ...fee }) => fact('fee', fee, source)),
    ...data.reviews.map(({ source, ...review }) => fact('review', review, source)),
    ...data.offers.flatMap((offer) =>
      offer.pharmacy
        ? [
            fact(
              'pharmacy',
              { medication: offer.medication, kind: offer.pharmacy.kind, name: offer.pharmacy.name },
              offer.pharmacy.source,
            ),
          ]
        : [],
    ),
  ]
  if (data.states?.value) facts.push(fact('states', { states: data.states.value }, data.states.source))
  if (data.insuranceAccepted.value !== null)
    facts.push(fact('insurance', { accepted: data.insuranceAccepted.value }, data.insuranceAccepted.source))
  if (data.pricingModel.value !== null)
    facts.push(fact('pricing_model', { model: data.pricingModel.value }, data.pricingModel.source))
  if (data.minimumCommitment) {
    const { source, ...commitment } = data.minimumCommitment
    facts.push(fact('minimum_commitment', commitment, source))
  }
  if (data.cancellation) facts.push(fact('cancellation', { note: data.cancellation.note }, data.cancellation.source))
  if (data.pricesNotPublished)
    facts.push(fact('prices_not_published', { note: data.pricesNotPublished.note }, data.pricesNotPublished.source))
  return facts
}

export function toProviderSeed(data: ProviderData): ProviderSeed {
  const { prices, history } = dataSetPrices(data)
  return {
    provider: {
      slug: data.slug,
      name: data.name,
      description: data.description,
      websiteUrl: data.websiteUrl,
      kind: data.kind,
      featured: true,
      isSample: false,
    },
    card: { features: [] },
    countries: { [data.country]: {} },
    prices,
    facts: dataSetFacts(data),
    history,
  }
}
