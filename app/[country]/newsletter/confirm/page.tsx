import { ConfirmForm } from '@/components/newsletter/confirm-form'
import { confirmationMetadata, TokenConfirmation } from '@/components/newsletter/token-confirmation'

export const metadata = confirmationMetadata('subscription')

export default async function ConfirmSubscriptionPage({ searchParams }: PageProps<'/[country]/newsletter/confirm'>) {
  return <TokenConfirmation of="subscription" token={(await searchParams).token} Form={ConfirmForm} />
}
