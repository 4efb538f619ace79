/**
 * The editors' side (issue 18): stale-data alerts on the dashboard.
 */
import { expect, test } from '@playwright/test'
import { AdminEditors, signInAsAdmin } from './pages/admin'

test("the dashboard lists a back-dated figure, oldest first, and 'Mark checked' takes it off the list", async ({ page }) => {
  test.setTimeout(90_000)
  const editors = new AdminEditors(page)
  await signInAsAdmin(page)
  // Lumen Weight Care (a fixture) gets a source dated well over 60 days ago.
  await (await editors.findProviderRow('Lumen Weight Care')).getByRole('link', { name: 'Edit' }).click()
  await page.getByLabel('Source of the prices (URL)').fill('https://lumen-weight-care.example/prices-2024')
  await page.getByLabel(/^Date of that source/).fill('2024-02-01')
  await page.getByRole('button', { name: 'Update provider' }).click()
  await expect(page.getByText('Provider updated successfully')).toBeVisible()

  await page.goto('/admin/dashboard')
  const list = page.getByRole('region', { name: 'Figures to re-check' })
  const item = list.getByRole('listitem', { name: 'Lumen Weight Care: prices entered in the admin' })
  await expect(item).toContainText('dated 2024-02-01')
  // Oldest first: nothing listed (other specs may back-date figures too, never this far) is older.
  await expect(list.getByRole('listitem').first()).toContainText('2024-02-01')

  await item.getByLabel('Its date').fill(new Date().toISOString().slice(0, 10))
  await item.getByRole('button', { name: 'Mark checked' }).click()
  // The action's response re-renders the list without the figure.
  await expect(item).toHaveCount(0)
})
