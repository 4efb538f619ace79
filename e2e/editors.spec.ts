/**
 * The editors' side: stale-data alerts on the dashboard, and a price's history as it is edited.
 */
import { expect, test } from '@playwright/test'
import { AdminEditors, signInAsAdmin } from './pages/admin'
import { PriceEditor } from './pages/prices'

// A client address of this file's own (the e2e server trusts one proxy hop): its two sign-ins stay within
// the sign-in limit (3 per 10 s per address) without using up the one other specs share.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.221' } })

test("the dashboard lists a back-dated figure, oldest first, and 'Mark checked' takes it off the list", async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signInAsAdmin(page)
  // A price of Lumen Weight Care (a fixture) is moved onto a source dated well over 60 days ago.
  const prices = new PriceEditor(page)
  await prices.openProvider('Lumen Weight Care')
  await prices.editPrice('United States: Compounded semaglutide, vials, 0.25mg')
  await page.getByLabel('The page’s own date *').fill('2024-02-01')
  await page.getByLabel('Page address *').fill('https://lumen-weight-care.example/prices-2024')
  await page.getByLabel('Checked on *').fill('2024-02-02')
  await page.getByRole('button', { name: 'Save price' }).click()
  await expect(page.getByText('Price saved')).toBeVisible()
  // The provider page flags it stale.
  await expect(page.getByRole('row', { name: 'United States: Compounded semaglutide, vials, 0.25mg' })).toContainText(
    'Stale',
  )

  await page.goto('/admin/dashboard')
  const list = page.getByRole('region', { name: 'Figures to re-check' })
  const item = list.getByRole('listitem', { name: 'Lumen Weight Care: US price: semaglutide vial, 0.25mg' })
  await expect(item).toContainText('dated 2024-02-01')
  // Oldest first: nothing listed (other specs may back-date figures too, never this far) is older.
  await expect(list.getByRole('listitem').first()).toContainText('2024-02-01')

  await item.getByLabel('Its date').fill(new Date().toISOString().slice(0, 10))
  await item.getByRole('button', { name: 'Mark checked' }).click()
  // The action's response re-renders the list without the figure.
  await expect(item).toHaveCount(0)
})

test("'Re-checked, still true' clears every figure citing one page from the list, and the provider page shows the check", async ({
  page,
}) => {
  test.setTimeout(120_000)
  const editors = new AdminEditors(page)
  const stamp = Date.now().toString(36)
  const name = `Recheck Clinic ${stamp}`
  await signInAsAdmin(page)
  await editors.createProvider(name, 'https://recheck-clinic.example')
  // Two prices read on one page long ago, and not re-checked since.
  const prices = new PriceEditor(page)
  const source = {
    url: `https://recheck-clinic.example/prices-${stamp}`,
    title: 'Prices',
    publisher: name,
    date: '2024-03-01',
    where: 'Price table',
  }
  for (const [dose, amount] of [
    ['0.25mg', '199'],
    ['0.5mg', '249'],
  ]) {
    await prices.openProvider(name)
    await prices.addPrice({ steps: [dose], dose, amount, source, checked: '2024-03-02' })
  }

  await page.goto('/admin/dashboard')
  const group = page
    .getByRole('region', { name: 'Figures to re-check' })
    .getByRole('listitem', { name: `Source: ${source.url}, ${source.date}` })
  await expect(group).toContainText('2 figures')
  await group.getByRole('button', { name: 'Re-checked, still true' }).click()
  const today = new Date().toISOString().slice(0, 10)
  await expect(page.getByText(`Re-checked 2 figures, still true: checked ${today}`)).toBeVisible()
  await expect(group).toHaveCount(0)

  // The provider page's citations say when the figures were last checked.
  const day = new Date().toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })
  await page.goto(`/providers/${name.toLowerCase().replace(/\s+/g, '-')}`)
  await expect(page.getByRole('region', { name: 'What it costs' })).toContainText(`checked ${day}`)

  await editors.deleteIn(await editors.findProviderRow(name))
  await expect(page.getByText('Provider deleted successfully')).toBeVisible()
})

test('a new amount needs its own source; two price edits show as two rows of the provider page’s price history', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const editors = new AdminEditors(page)
  const name = `History Clinic ${Date.now().toString(36)}`
  await signInAsAdmin(page)
  await editors.createProvider(name, 'https://history-clinic.example')
  const prices = new PriceEditor(page)
  await prices.openProvider(name)
  const source = {
    url: 'https://history-clinic.example/pricing',
    title: 'Pricing',
    publisher: name,
    date: '2026-11-02',
    where: 'Price table',
  }
  await prices.addPrice({
    medicine: 'Semaglutide without a brand (compounded or generic) injection',
    steps: ['0.25mg'],
    dose: '0.25mg',
    amount: '199',
    source,
  })

  // A new amount with the old page and date unchanged is refused under the source's address: that page gave $199.
  await prices.openProvider(name)
  await prices.editPrice('United States: semaglutide, vials, 0.25mg')
  await page.getByLabel('Amount', { exact: true }).fill('189')
  await page.getByRole('button', { name: 'Save price' }).click()
  await expect(page.locator('#field-source_url-error')).toContainText('A new amount needs the source that states it')
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('189')

  // The same page read again on later days, each stating the new amount.
  for (const [price, date] of [
    ['189', '2026-11-05'],
    ['179', '2026-11-09'],
  ]) {
    await prices.openProvider(name)
    await prices.editPrice('United States: semaglutide, vials, 0.25mg')
    await page.getByLabel('Amount', { exact: true }).fill(price)
    await prices.fillSource({ ...source, date })
    await page.getByLabel('Checked on').fill(date)
    await page.getByRole('button', { name: 'Save price' }).click()
    await expect(page.getByText('Price saved').first()).toBeVisible()
  }

  const slug = name.toLowerCase().replace(/\s+/g, '-')
  await page.goto(`/providers/${slug}`)
  const history = page.getByRole('region', { name: 'Price history' })
  const rows = history.getByRole('table').locator('tbody tr')
  // Newest first: the two edits, then the price as first entered.
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(0)).toContainText(/semaglutide vial 0\.25mg\s*\$189\s*\$179/)
  await expect(rows.nth(1)).toContainText(/semaglutide vial 0\.25mg\s*\$199\s*\$189/)
  await expect(rows.nth(2)).toContainText(/Nov 2, 2026\s*semaglutide vial 0\.25mg\s*—\s*\$199/)
  await expect(history.getByRole('img', { name: /Price over time/ })).toBeVisible()

  // The admin sees the same changes with who made them.
  await (await editors.findProviderRow(name)).getByRole('link', { name: 'Edit' }).click()
  await expect(page.getByRole('region', { name: 'Price history' }).locator('tbody tr')).toHaveCount(3)
  await editors.deleteIn(await editors.findProviderRow(name))
  await expect(page.getByText('Provider deleted successfully')).toBeVisible()
})
