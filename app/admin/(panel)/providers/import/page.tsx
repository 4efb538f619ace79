import type { Metadata } from 'next'
import Link from 'next/link'
import { ProviderImportForm } from '@/components/admin/provider-import-form'
import { buttonClasses } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { requireAdminPage } from '@/lib/admin/page-guard'
import { CSV_COLUMNS, RECORDS } from '@/lib/domain/provider-csv'

export const metadata: Metadata = { title: 'Import / export providers' }

/** Bulk import and export of providers with their prices, fees and sources. */
export default async function ProviderImportPage() {
  await requireAdminPage()
  return (
    <>
      <p className="text-sm">
        <Link href="/admin/providers" className="text-brand-700 underline">
          Providers
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">Import / export providers</h1>

      <Card as="section" variant="raised" className="mt-6" aria-labelledby="export-heading">
        <h2 id="export-heading" className="text-lg font-semibold">
          Export
        </h2>
        <p className="mt-1 text-sm text-gray-700">
          Every provider with its prices, fees and other sourced facts, each with its source and date: the public open
          data (/data/providers.json) plus the providers not listed in any country. Edit a download and import it back;
          a file imported unchanged changes nothing.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <a href="/api/admin/providers.csv" download className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            Export CSV
          </a>
          <a href="/api/admin/providers.json" download className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            Export JSON
          </a>
        </div>
      </Card>

      <Card as="section" variant="raised" className="mt-6" aria-labelledby="import-heading">
        <h2 id="import-heading" className="text-lg font-semibold">
          Import
        </h2>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-gray-700">
          <li>
            The whole file is checked first. While any problem remains nothing is saved, and each is listed with its row
            and field.
          </li>
          <li>
            A file with no problem is previewed: every provider and figure it adds, changes (from and to) or removes.
            Nothing is saved until you confirm the preview, and not if the stored providers change in between.
          </li>
          <li>
            A provider is matched by its slug: a new slug creates it, a known one gets the file’s details, and its
            prices and facts become the file’s list. Providers the file leaves out stay as they are.
          </li>
          <li>
            Every price and fee needs its source: the page’s address, title, publisher, its own date and kind of date,
            the day it was checked, and where on the page.
          </li>
          <li>
            CSV: one row per figure ({RECORDS.join(', ')}; an empty record for a provider with none), lists separated by
            ‘;’, with the export’s columns: <span className="font-mono text-xs">{CSV_COLUMNS.join(', ')}</span>.
          </li>
          <li>JSON: the shape of /data/providers.json (the Vial Score is computed, never read from the file).</li>
        </ul>
        <div className="mt-4">
          <ProviderImportForm />
        </div>
      </Card>
    </>
  )
}
