import type { Metadata } from 'next'
import { RemoveAlertForm } from '@/components/price-alerts/remove-form'
import type { CountryCode } from '@/config/countries'
import { COUNTRIES } from '@/config/countries'
import { alertProductsFor, alertsForManageToken } from '@/lib/data/price-alerts'
import { describeAlert } from '@/lib/domain/price-alerts'
import { NOINDEX } from '@/lib/seo/metadata'
import { TOKEN_PATTERN } from '@/lib/validation/newsletter'
import { PRICE_ALERT_MESSAGES } from '@/lib/validation/price-alerts'

export const metadata: Metadata = { title: 'Your price alerts', robots: NOINDEX }
export const dynamic = 'force-dynamic'

/** Titles of the products the alerts watch, from each of their countries' trackers (a key with none is shown as is). */
async function productTitles(countryCodes: string[]): Promise<Map<string, string>> {
  const titles = new Map<string, string>()
  for (const code of new Set(countryCodes)) {
    if (!COUNTRIES.some((country) => country.code === code)) continue
    for (const product of await alertProductsFor({ countryCode: code as CountryCode }))
      titles.set(`${code} ${product.key}`, product.title)
  }
  return titles
}

/** The link of any alert mail: the address's alerts, each with a button to remove it. */
export default async function ManagePriceAlertsPage({ searchParams }: PageProps<'/[country]/prices/alerts/manage'>) {
  const token = (await searchParams).token
  const valid = typeof token === 'string' && TOKEN_PATTERN.test(token)
  const alerts = valid ? await alertsForManageToken({ token }) : null
  const titles = alerts ? await productTitles(alerts.map((alert) => alert.countryCode)) : new Map<string, string>()
  return (
    <section className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-3xl font-bold">Your price alerts</h1>
      {!alerts ? (
        <p className="mt-3 text-gray-700">
          {valid
            ? PRICE_ALERT_MESSAGES.unknownToken
            : 'Open the link from one of your alert e-mails to see your alerts.'}
        </p>
      ) : alerts.length === 0 ? (
        <p className="mt-3 text-gray-700">This address has no price alerts on.</p>
      ) : (
        <ul className="mt-6 divide-y divide-gray-200 rounded-md border border-gray-200">
          {alerts.map((alert) => {
            const label = `${describeAlert({ ...alert, productTitle: titles.get(`${alert.countryCode} ${alert.productKey}`) ?? alert.productKey })} (${alert.countryCode})`
            return (
              <li key={alert.id} className="flex items-center justify-between gap-4 p-4">
                <span>{label}</span>
                <RemoveAlertForm token={token as string} alertId={alert.id} label={label} />
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
