/**
 * The switching guide (/medications/switching): each ordered pair of medicine pages at its own anchor, the
 * labels' rule where there is one, with its source, and that the labels are silent everywhere else.
 */
import { expect, test } from '@playwright/test'
import { MEDICATION_PAGES } from './fixtures/medication-pages'

const GUIDE = '/medications/switching'
const SILENT = 'The labels we read do not say how to switch; ask your clinician.'

test('the guide answers Wegovy injection 2.4 mg to Wegovy tablets: 25 mg daily, one week after the last injection, with its source', async ({
  page,
}) => {
  const response = await page.goto(GUIDE)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Switching between GLP-1 medicines' })).toBeVisible()
  await expect(page.getByText('Last reviewed November 28, 2026')).toBeVisible()
  await expect(page.getByText('The FDA label is the authority', { exact: false })).toBeVisible()
  // The index at the top leads to the pair's anchor.
  await page.getByRole('link', { name: 'Wegovy injection to Wegovy tablets' }).click()
  await expect(page).toHaveURL(/#wegovy-to-wegovy-tablet$/)
  const pair = page.locator('#wegovy-to-wegovy-tablet')
  await expect(pair.getByRole('heading', { level: 3, name: 'To Wegovy tablets' })).toBeVisible()
  await expect(pair).toContainText('Wegovy injection 2.4 mg → Wegovy tablets 25 mg')
  await expect(pair).toContainText('25 mg tablet, taken once a day')
  await expect(pair).toContainText('one week after the last 2.4 mg injection')
  await expect(pair.getByRole('link', { name: 'Medscape (WebMD)' })).toHaveAttribute(
    'href',
    'https://reference.medscape.com/drug/ozempic-rybelsus-wegovy-semaglutide-1000174',
  )
  // And the way back, from the tablets to the pen, the day after the last tablet.
  await expect(page.locator('#wegovy-tablet-to-wegovy')).toContainText('the day after the last 25 mg tablet')
})

test('a pair the labels give no rule for says so, with no dose or conversion', async ({ page }) => {
  await page.goto(`${GUIDE}#wegovy-to-zepbound`)
  for (const id of ['wegovy-to-zepbound', 'zepbound-to-wegovy', 'saxenda-to-wegovy', 'foundayo-to-rybelsus']) {
    // A group's silent pairs share one row, each medicine at its own anchor.
    const row = page.locator('li', { has: page.locator(`#${id}`) })
    await expect(row).toHaveCount(1)
    await expect(row.getByRole('heading', { level: 3 })).toHaveText('To the other medicines')
    await expect(row).toContainText(SILENT)
    await expect(row).not.toContainText('→')
  }
  await expect(page.locator('#wegovy-to-zepbound')).toHaveText('Zepbound injection')
})

test('every medicine page has its group and a pair to every medicine, on a phone with no sideways scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(GUIDE)
  const medicines = MEDICATION_PAGES.filter((entry) => entry.kind === 'medicine').map((entry) =>
    entry.path.replace('/medications/', ''),
  )
  expect(medicines.length).toBeGreaterThanOrEqual(8)
  for (const from of medicines) {
    await expect(page.locator(`h2#from-${from}`)).toHaveText(/^From /)
    expect(await page.locator(`[id^="${from}-to-"]`).count()).toBeGreaterThanOrEqual(medicines.length)
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

test('the medications index, the sitemap and llms.txt link the guide', async ({ page, request }) => {
  await page.goto('/medications')
  await page.getByRole('link', { name: 'Switching between GLP-1 medicines' }).click()
  await expect(page).toHaveURL(new RegExp(`${GUIDE}$`))
  // One sitemap file while the site has fewer than 50,000 URLs (lib/seo/sitemap.ts).
  const sitemap = await request.get('/sitemap.xml').then((response) => response.text())
  expect(sitemap).toMatch(new RegExp(`<loc>[^<]+${GUIDE}</loc>`))
  expect(await request.get('/llms.txt').then((response) => response.text())).toContain(GUIDE)
})
