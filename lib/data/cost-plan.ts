import 'server-only'
import type { Country } from '@/config/countries'
import { getCountryRecord } from '@/lib/content/countries'
import { payerBySlug, stateCoverage } from '@/lib/content/reference'
import { getRankedProviders } from '@/lib/data/providers'
import { readAwaitingPrices } from '@/lib/data/price-tracker'
import { planCost, type CostPlan, type CostPlanInput } from '@/lib/domain/cost-plan'
import { todayIso } from '@/lib/domain/dates'
import { marketByMedicine, productsPricedPerFill } from '@/lib/domain/market'
import { PAYER_UNKNOWN } from '@/lib/domain/payers'

/**
 * The cost planner's answer for a country, read from the same data as the home page's market table, the Medicaid
 * table and the country's record: one answer for the /cost page and the MCP tool.
 */
export async function getCostPlan(input: CostPlanInput, country: Country, today = new Date()): Promise<CostPlan> {
  const programs = await getRankedProviders({ countryCode: country.code, featuredOnly: false })
  const market = marketByMedicine(programs)
  const row = input.state ? stateCoverage(input.state.code) : null
  return planCost(input, {
    country: { code: country.code, name: country.name },
    today: todayIso(today),
    market,
    fills: productsPricedPerFill(programs, market),
    medicaid: row && {
      status: row.status,
      note: row.note,
      source: row.source,
      criteria: 'criteria' in row ? (row.criteria ?? null) : null,
    },
    payer: input.payer && input.payer !== PAYER_UNKNOWN ? payerBySlug(input.payer) : null,
    awaiting: readAwaitingPrices().filter((entry) => entry.country === country.code),
    countryEvents: getCountryRecord(country.code)?.events ?? [],
  })
}
