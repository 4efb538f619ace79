import { DeliveryProblemsTable, RetryFailedButton } from '@/components/admin/newsletter/delivery-problems'
import { Table } from '@/components/ui/table'
import { retryFailedAlertDeliveriesAction } from '@/lib/admin/actions/price-alerts'

type Props = {
  perProduct: { countryCode: string; productKey: string; alerts: number }[]
  deliveries: {
    counts: Record<string, number>
    problems: { email: string; status: string; error: string | null; attempts: number; createdAt: Date }[]
  }
}

const STATUSES = ['pending', 'sending', 'sent', 'failed', 'unknown', 'skipped'] as const

/** The newsletter page's price alert block: confirmed alerts per medicine, alert mails by outcome, the failures. */
export function PriceAlertsSummary({ perProduct, deliveries }: Props) {
  const total = perProduct.reduce((sum, row) => sum + row.alerts, 0)
  const failed = deliveries.counts.failed ?? 0
  return (
    <section aria-labelledby="admin-price-alerts" className="mt-10">
      <h2 id="admin-price-alerts" className="text-xl font-bold">
        Price alerts
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        {total} confirmed alert{total === 1 ? '' : 's'}. Alert mails:{' '}
        {STATUSES.map((status) => `${deliveries.counts[status] ?? 0} ${status}`).join(', ')}. Without SMTP_URL they are
        in the outbox.
      </p>
      {perProduct.length > 0 && (
        <Table variant="raised" className="mt-3" columns={['Medicine', 'Country', 'Confirmed alerts']} figuresFrom={2}>
          {perProduct.map((row) => (
            <tr key={`${row.countryCode} ${row.productKey}`}>
              <th scope="row" className="p-3 font-medium">
                {row.productKey}
              </th>
              <td className="p-3">{row.countryCode}</td>
              <td className="p-3 text-right">{row.alerts}</td>
            </tr>
          ))}
        </Table>
      )}
      <RetryFailedButton failed={failed} action={retryFailedAlertDeliveriesAction} input={{}} />
      <DeliveryProblemsTable
        className="mt-3"
        caption="Alert mails that failed or whose outcome is unknown"
        columns={['Recipient', 'Status', 'Attempts', 'Error']}
      >
        {deliveries.problems.map((row, index) => (
          <tr key={index}>
            <th scope="row" className="p-3 font-medium">
              {row.email}
            </th>
            <td className="p-3">{row.status}</td>
            <td className="p-3">{row.attempts}</td>
            <td className="p-3 text-sm break-all">{row.error ?? '—'}</td>
          </tr>
        ))}
      </DeliveryProblemsTable>
    </section>
  )
}
