import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ConfirmActionButton } from '@/components/admin/confirm-action-button'
import { formKey } from '@/components/admin/form-key'
import { FactList, PriceList } from '@/components/admin/figures/figure-lists'
import { ProviderForm } from '@/components/admin/provider-form'
import { Notice } from '@/components/ui/notice'
import { Section } from '@/components/ui/section'
import { Table } from '@/components/ui/table'
import { requireAdminPage } from '@/lib/admin/page-guard'
import { discardProviderDraftAction } from '@/lib/admin/actions/providers'
import { listPriceHistoryForAdmin } from '@/lib/data/price-history'
import { getProviderForEdit } from '@/lib/data/provider-admin'
import { getFiguresForEdit } from '@/lib/data/provider-figures'
import { isoDay, utcMinute } from '@/lib/domain/dates'
import { uuidOr404 } from '@/lib/http/route-params'
import { createPreviewLink } from '@/lib/preview'
import { PROVIDER_MESSAGES } from '@/lib/validation/provider'

export const metadata: Metadata = { title: 'Edit provider' }

const amount = (value: number | null) => (value === null ? '—' : String(value))

export default async function EditProviderPage({ params, searchParams }: PageProps<'/admin/providers/[id]'>) {
  await requireAdminPage()
  const id = uuidOr404((await params).id)
  const [existing, figures, history] = await Promise.all([
    getProviderForEdit({ id }),
    getFiguresForEdit({ providerId: id }),
    listPriceHistoryForAdmin({ providerId: id }),
  ])
  if (!existing || !figures) notFound()
  const conflict = (await searchParams).conflict === 'details'
  const previewHref = existing.draft ? await createPreviewLink({ kind: 'provider', id }) : null
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">Edit {existing.provider.name}</h1>
      {existing.draft && previewHref && (
        <Notice tone="warning" as="div" className="mb-6">
          <p>
            The form shows the draft saved {utcMinute(existing.draft.savedAt)} by {existing.draft.savedBy}. The public
            page keeps the current version until you update the provider.
          </p>
          <p className="mt-2 flex flex-wrap items-center gap-4">
            <a href={previewHref} target="_blank" rel="noopener" className="font-semibold underline">
              Preview draft (opens in a new tab; the link lasts an hour)
            </a>
            <ConfirmActionButton
              action={discardProviderDraftAction}
              input={{ id }}
              label="Discard draft"
              confirm="Discard this draft? The public page is not affected."
              variant="danger"
            />
          </p>
        </Notice>
      )}
      {conflict && (
        <Notice tone="warning" className="mb-6">
          {PROVIDER_MESSAGES.conflict}
        </Notice>
      )}
      <ProviderForm key={formKey(conflict, existing.provider.version)} existing={existing} />
      <PriceList providerId={id} prices={figures.prices} />
      <FactList providerId={id} facts={figures.facts} />
      <Section heading="Price history" headingId="price-history" size="lg" className="mt-10">
        {history.length === 0 ? (
          <p className="mt-2 text-sm text-gray-700">No price has changed since this provider was added.</p>
        ) : (
          <Table
            className="mt-3"
            caption="Every price change, newest first, with the effective day and any correction"
            columns={['Recorded', 'Who', 'Country', 'Price', 'Before', 'After', 'Source']}
            figuresFrom={4}
          >
            {history.map((row, index) => (
              <tr key={index} className={row.correctedAt ? 'text-gray-500 line-through' : undefined}>
                <td className="py-1 pr-3">
                  {utcMinute(row.changedAt)}
                  <span className="block text-xs text-gray-600 no-underline">
                    takes effect {row.effectiveOn ?? row.sourceDate ?? 'as recorded'}
                  </span>
                  {row.correctedAt && (
                    <span className="block text-xs text-gray-700">
                      corrected {isoDay(row.correctedAt)} by {row.correctedBy}: {row.correctionReason}
                    </span>
                  )}
                </td>
                <td className="py-1 pr-3">{row.changedBy}</td>
                <td className="py-1 pr-3">{row.countryCode}</td>
                <td className="py-1 pr-3">
                  {row.brand ?? row.medication} {row.form ? `${row.form}, ` : ''}
                  {row.dose}
                </td>
                <td className="py-1 text-right">{amount(row.oldAmount)}</td>
                <td className="py-1 text-right">{amount(row.newAmount)}</td>
                <td className="py-1 pl-3">
                  {row.sourceUrl ? `${row.sourceUrl} (${row.sourceDate ?? 'no date'})` : 'not named'}
                </td>
              </tr>
            ))}
          </Table>
        )}
      </Section>
    </>
  )
}
