/**
 * One medicine list (content/medications) for the whole site, on the sourced data set: Saxenda (liraglutide) and
 * Foundayo (orforglipron) are choices in the provider finder, groups in the compare table and medicines in every
 * MCP answer, as semaglutide and tirzepatide are; the Wegovy tablets page gives the label's step lengths.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { expect, test } from '@playwright/test'
import { SOURCED_URL } from '../playwright.config'

test.use({ baseURL: SOURCED_URL })

test.beforeEach(async ({ context }) => {
  // The providers' own sites are not reachable from here and are not under test.
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'provider site' }),
  )
})

test('the provider finder offers Saxenda and Foundayo, and answers for each', async ({ page }) => {
  await page.goto('/find-provider')
  const medicine = page.getByLabel('Medicine', { exact: true })
  await expect(medicine.locator('option')).toContainText([
    'Any',
    'Semaglutide (Ozempic, Rybelsus, Wegovy)',
    'Tirzepatide (Mounjaro, Zepbound)',
    'Orforglipron (Foundayo)',
    'Liraglutide (Saxenda)',
  ])
  await medicine.selectOption({ label: 'Liraglutide (Saxenda)' })
  await page.getByRole('button', { name: 'Find providers' }).click()
  await expect(page).toHaveURL(/medication=liraglutide/)
  // The choice is kept, and the programs it rules out say why in its words.
  await expect(page.getByLabel('Medicine', { exact: true })).toHaveValue('liraglutide')
  await expect(page.getByRole('region', { name: 'Ruled out' })).toContainText(/liraglutide/)
})

test('the compare table names every medicine of the catalogue, Saxenda and Foundayo included', async ({ page }) => {
  await page.goto('/compare?p=lillydirect-zepbound,novocare-pharmacy-wegovy')
  const table = page.getByRole('table', { name: 'Side-by-side comparison' })
  for (const group of [
    'Semaglutide (Ozempic, Rybelsus, Wegovy)',
    'Tirzepatide (Mounjaro, Zepbound)',
    'Orforglipron (Foundayo)',
    'Liraglutide (Saxenda)',
  ])
    await expect(table.getByRole('rowheader').filter({ hasText: group }).first()).toBeVisible()
  // Zepbound's price per step is there; a medicine neither program prices says so in one row.
  const tirzepatide = table.getByRole('rowheader').filter({ hasText: 'Tirzepatide (Mounjaro, Zepbound)' })
  await expect(tirzepatide.filter({ hasText: '2.5mg · month 1' })).toBeVisible()
  await expect(
    table.getByRole('rowheader').filter({ hasText: 'Liraglutide (Saxenda)' }).filter({ hasText: 'No dated price' }),
  ).toHaveCount(1)
})

test('every MCP answer lists the medicines with their brands, and prices by each of them', async () => {
  const client = new Client({ name: 'vialscore-e2e', version: '1.0.0' })
  await client.connect(new StreamableHTTPClientTransport(new URL(`${SOURCED_URL}/api/mcp`)))
  try {
    const result = (await client.callTool({ name: 'find_providers', arguments: {} })) as CallToolResult
    expect(result.isError).toBeFalsy()
    const answer = result.structuredContent as {
      medicines: { ingredient: string; brands: string[] }[]
      providers: { slug: string; prices: Record<string, { dose: string; monthlyPrice: number }[]> }[]
    }
    expect(answer.medicines).toEqual(
      expect.arrayContaining([
        { ingredient: 'liraglutide', name: 'Liraglutide', brands: ['Saxenda'] },
        { ingredient: 'orforglipron', name: 'Orforglipron', brands: ['Foundayo'] },
      ]),
    )
    const lilly = answer.providers.find((provider) => provider.slug === 'lillydirect-zepbound')!
    expect(Object.keys(lilly.prices)).toEqual(answer.medicines.map((medicine) => medicine.ingredient))
    expect(lilly.prices.tirzepatide[0]).toMatchObject({ dose: '2.5mg' })
  } finally {
    await client.close()
  }
})

test('the Wegovy tablets page gives the label’s four steps with how long each lasts', async ({ page }) => {
  await page.goto('/medications/wegovy-tablet')
  const schedule = page.locator('xpath=//table[preceding::h2[1][normalize-space()="Dose schedule"]]').first()
  for (const [dose, length] of [
    ['1.5 mg', '30 days (days 1 to 30)'],
    ['4 mg', '30 days (days 31 to 60)'],
    ['9 mg', '30 days (days 61 to 90)'],
    ['25 mg', 'Ongoing, from day 91'],
  ])
    await expect(schedule.getByRole('row').filter({ hasText: dose }).first()).toContainText(length)
})
