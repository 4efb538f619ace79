/**
 * The editors' side: bulk import of providers. A file with one bad row saves nothing and the report
 * names the row and the field; the corrected file is previewed, saves nothing until the preview is confirmed,
 * and then imports every row.
 */
import { expect, test } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import { AdminEditors, signInAsAdmin } from './pages/admin'

// A client address of this file's own (the e2e server trusts one proxy hop): its sign-in never uses up the
// sign-in limit other specs share.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.222' } })

const source = (host: string) => ({
  source_url: `https://${host}/prices`,
  source_title: 'Prices',
  source_publisher: host,
  source_date: '2026-11-02',
  source_date_kind: 'updated',
  checked_on: '2026-11-24',
  source_where: 'Price table',
})

test('an import with one bad row saves nothing and names the row and field; the corrected file imports every row', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const editors = new AdminEditors(page)
  const tag = Date.now().toString(36)
  // Listed in no country, so no public page of a spec running beside this one changes.
  const clinics = [`Import One ${tag}`, `Import Two ${tag}`].map((name) => ({
    name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    host: `${name.toLowerCase().replace(/\s+/g, '-')}.example`,
  }))
  await signInAsAdmin(page)
  await page.goto('/admin/providers')
  await page.getByRole('link', { name: 'Import / export' }).click()
  await expect(page.getByRole('heading', { name: 'Import / export providers' })).toBeVisible()

  // The export's header is the template an editor fills in.
  const exported = await page.request.get('/api/admin/providers.csv')
  expect(exported.status()).toBe(200)
  const [header]: string[][] = parse(await exported.text(), { to_line: 1 })
  const row = (clinic: (typeof clinics)[number], cells: Record<string, string>) =>
    header
      .map(
        (column) =>
          ({
            provider_slug: clinic.slug,
            provider: clinic.name,
            website: `https://${clinic.host}`,
            provider_kind: 'telehealth',
            price_not_published: 'false',
            sample: 'false',
            ...cells,
          })[column] ?? '',
      )
      .join(',')
  const price = {
    record: 'price',
    country: 'US',
    medication: 'semaglutide',
    compounded: 'true',
    form: 'vial',
    dose: '0.25mg',
    steps: '0.25mg',
    currency: 'USD',
    per: 'month',
    price_kind: 'standard',
  }
  const file = (badDate: boolean) =>
    [
      header.join(','),
      row(clinics[0], { ...price, amount: '199', ...source(clinics[0].host) }),
      row(clinics[0], {
        record: 'fee',
        fee_kind: 'membership',
        amount: '49',
        currency: 'USD',
        fee_period: 'month',
        ...source(clinics[0].host),
      }),
      row(clinics[1], {
        ...price,
        amount: '219',
        ...source(clinics[1].host),
        ...(badDate && { source_date: 'last week' }),
      }),
    ].join('\r\n')
  const upload = async (content: string) => {
    await page
      .getByLabel(/^File/)
      .setInputFiles({ name: 'providers.csv', mimeType: 'text/csv', buffer: Buffer.from(content) })
    await page.getByRole('button', { name: 'Check the file' }).click()
  }

  await upload(file(true))
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing was saved: the file has 1 problem' })).toBeVisible()
  const problems = page.getByRole('region', { name: 'Problems in the file' }).locator('tbody tr')
  await expect(problems).toHaveCount(1)
  await expect(problems.first().locator('td')).toHaveText(['4', 'source_date', 'Use a date like 2026-11-01'])
  for (const clinic of clinics) await expect(await editors.findProviderRow(clinic.name)).toHaveCount(0)

  await page.goto('/admin/providers/import')
  await upload(file(false))
  // A preview first: every change listed, nothing saved until it is confirmed.
  await expect(page.getByRole('status').filter({ hasText: 'Nothing is saved yet' })).toBeVisible()
  const changes = page.getByRole('region', { name: 'Changes the import makes' }).locator('tbody tr')
  const added = changes.filter({ has: page.getByRole('cell', { name: 'provider', exact: true }) })
  await expect(added).toHaveCount(2)
  await expect(added.first().getByRole('cell', { name: 'Added', exact: true })).toBeVisible()
  for (const clinic of clinics) await expect(await editors.findProviderRow(clinic.name)).toHaveCount(0)
  await page.goto('/admin/providers/import')
  await upload(file(false))
  await page.getByRole('button', { name: 'Confirm the import' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Imported: 2 created, 0 updated, 0 unchanged.' }),
  ).toBeVisible()
  // Every row is stored: both providers, the two prices and the fee, each with its source.
  const document = await (await page.request.get('/api/admin/providers.json')).json()
  const stored = clinics.map((clinic) =>
    document.providers.find((provider: { slug: string }) => provider.slug === clinic.slug),
  )
  expect(
    stored.map((provider) => [
      provider.prices.map((p: { amount: number }) => p.amount),
      provider.facts.map((f: { kind: string }) => f.kind),
      provider.countries,
    ]),
  ).toEqual([
    [[199], ['fee'], []],
    [[219], [], []],
  ])
  expect(stored[1].prices[0].source).toMatchObject({ url: `https://${clinics[1].host}/prices`, date: '2026-11-02' })

  for (const clinic of clinics) {
    const listed = await editors.findProviderRow(clinic.name)
    await expect(listed).toHaveCount(1)
    await editors.deleteIn(listed)
    await expect(page.getByText('Provider deleted successfully')).toBeVisible()
  }
})
