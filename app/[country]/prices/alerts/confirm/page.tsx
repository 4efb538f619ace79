import { ConfirmAlertForm } from '@/components/price-alerts/confirm-form'
import { confirmationMetadata, TokenConfirmation } from '@/components/newsletter/token-confirmation'

export const metadata = confirmationMetadata('price-alert')

export default async function ConfirmPriceAlertPage({ searchParams }: PageProps<'/[country]/prices/alerts/confirm'>) {
  return <TokenConfirmation of="price-alert" token={(await searchParams).token} Form={ConfirmAlertForm} />
}
