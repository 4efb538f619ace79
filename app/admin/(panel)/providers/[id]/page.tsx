import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { z } from 'zod'
import { ConfirmActionButton } from '@/components/admin/confirm-action-button'
import { ProviderForm } from '@/components/admin/provider-form'
import { Notice } from '@/components/ui/notice'
import { Section } from '@/components/ui/section'
import { Table } from '@/components/ui/table'
import { requireAdminPage } from '@/lib/admin/page-guard'
import { discardProviderDraftAction } from '@/lib/admin/actions/providers'
import { getProviderForEdit, listPriceHistoryForAdmin } from '@/lib/data/providers'
import { createPreviewLink } from '@/lib/preview'

export const metadata: Metadata = { title: 'Edit provider' }

const amount = (value: number | null) => (value === null ? '—' : String(value))

export default async function EditProviderPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage()
  const id = z.uuid().safeParse((await params).id)
  if (!id.success) notFound()
  const [existing, history] = await Promise.all([getProviderForEdit({ id: id.data }), listPriceHistoryForAdmin({ providerId: id.data })])
  if (!existing) notFound()
  const previewHref = existing.draft ? await createPreviewLink({ kind: 'provider', id: id.data }) : null
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">Edit {existing.provider.name}</h1>
      {existing.draft && previewHref && (
        <Notice tone="warning" as="div" className="mb-6">
          <p>
            The form shows the draft saved {existing.draft.savedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC by {existing.draft.savedBy}. The public page keeps the
            current version until you update the provider.
          </p>
          <p className="mt-2 flex flex-wrap items-center gap-4">
            <a href={previewHref} target="_blank" rel="noopener" className="font-semibold underline">
              Preview draft (opens in a new tab; the link lasts an hour)
            </a>
            <ConfirmActionButton action={discardProviderDraftAction} input={{ id: id.data }} label="Discard draft" confirm="Discard this draft? The public page is not affected." variant="danger" />
          </p>
        </Notice>
      )}
      <ProviderForm existing={existing} />
      <Section heading="Price history" headingId="price-history" size="lg" className="mt-10">
        {history.length === 0 ? (
          <p className="mt-2 text-sm text-gray-700">No price has changed since this provider was added.</p>
        ) : (
          <Table className="mt-3" caption="Every price change, newest first" columns={['When', 'Who', 'Country', 'Dose', 'Before', 'After', 'Source']} figuresFrom={4}>
            {history.map((row, index) => (
              <tr key={index}>
                <td className="py-1 pr-3">{row.changedAt.toISOString().slice(0, 16).replace('T', ' ')}</td>
                <td className="py-1 pr-3">{row.changedBy}</td>
                <td className="py-1 pr-3">{row.countryCode}</td>
                <td className="py-1 pr-3">
                  {row.medication} {row.dose}
                </td>
                <td className="py-1 text-right">{amount(row.oldAmount)}</td>
                <td className="py-1 text-right">{amount(row.newAmount)}</td>
                <td className="py-1 pl-3">{row.sourceUrl ? `${row.sourceUrl} (${row.sourceDate ?? 'no date'})` : 'not named'}</td>
              </tr>
            ))}
          </Table>
        )}
      </Section>
    </>
  )
}
