import { expect, test } from '@playwright/test'

test.describe('calculators', () => {
  test('dosage: the defaults give 0.1 ml and 10 units, only after Calculate', async ({ page }) => {
    await page.goto('/calculator')
    await expect(page.getByLabel(/^Dose/)).toHaveValue('0.25')
    await expect(page.getByRole('heading', { name: 'Your dosage' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Calculate Dosage' }).click()
    const results = page.locator('#results')
    await expect(results).toContainText('0.10 ml')
    await expect(results).toContainText('10 units')
    await expect(results).toContainText('Vials needed')
    // The result lives in the URL: reloading shows it again.
    await page.reload()
    await expect(page.locator('#results')).toContainText('10 units')
  })

  test('dosage: invalid inputs list every message', async ({ page }) => {
    await page.goto('/calculator')
    await page.getByLabel(/^Dose/).fill('0')
    await page.getByLabel(/^Concentration/).fill('')
    await page.getByRole('button', { name: 'Calculate Dosage' }).click()
    await expect(page.getByText('Dosage must be greater than 0')).toBeVisible()
    await expect(page.getByText('Concentration must be greater than 0')).toBeVisible()
    await expect(page.getByLabel(/^Dose/)).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel(/^Dose/)).toHaveValue('0')
  })

  test('cost: cost per mg, per dose and per year', async ({ page }) => {
    await page.goto('/calculator')
    await page.getByRole('navigation', { name: 'Calculators' }).getByRole('link', { name: 'Cost Calculator' }).click()
    await expect(page).toHaveURL(/tab=cost/)
    await page.getByLabel(/^Monthly price/).fill('299')
    await page.getByLabel(/^Vial volume/).fill('2')
    await page.getByLabel(/^Concentration/).fill('2.5')
    await page.getByLabel(/^Weekly dose/).fill('0.5')
    await page.getByRole('button', { name: 'Calculate Cost' }).click()
    const results = page.locator('#results')
    await expect(results).toContainText('$59.80')
    await expect(results).toContainText('$29.90')
    await expect(results).toContainText('$3588.00')
  })

  test('cost in the UK uses pounds', async ({ page }) => {
    await page.goto('/uk/calculator?tab=cost&monthlyPrice=100&volume=2&costConcentration=5&weeklyDose=1&calc=1')
    await expect(page.locator('#results')).toContainText('£10.00')
  })

  test('BMI: imperial by default, metric on request, with category and eligibility', async ({ page }) => {
    await page.goto('/calculator?tab=bmi')
    await expect(page.getByLabel(/inches/)).toHaveAttribute('max', '11')
    await page.getByLabel(/^Weight/).fill('200')
    await page.getByLabel(/feet/).fill('5')
    await page.getByLabel(/inches/).fill('10')
    await page.getByRole('button', { name: 'Calculate BMI' }).click()
    await expect(page.locator('#results')).toContainText('28.7')
    await expect(page.locator('#results')).toContainText('Overweight')

    await page.getByRole('link', { name: /Metric/ }).click()
    await expect(page).toHaveURL(/unit=metric/)
    await page.getByLabel(/^Weight/).fill('95')
    await page.getByLabel(/^Height/).fill('170')
    await page.getByRole('button', { name: 'Calculate BMI' }).click()
    await expect(page.locator('#results')).toContainText('32.9')
    await expect(page.locator('#results')).toContainText('Obesity Class I')
  })

  test('BMI: a missing height is explained, not calculated', async ({ page }) => {
    await page.goto('/calculator?tab=bmi&unit=metric')
    await page.getByLabel(/^Weight/).fill('80')
    await page.getByRole('button', { name: 'Calculate BMI' }).click()
    await expect(page.getByText('Weight and height must both be greater than 0')).toBeVisible()
  })
})

test.describe('AI assistant (offline mode)', () => {
  test('Shift+Enter adds a line, Enter sends, and the answer streams in', async ({ page }) => {
    await page.goto('/glp1-ai')
    await expect(page.getByText(/Hi! I'm the GLP-1 assistant/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'How is the Vial Score calculated?' })).toBeVisible()
    const input = page.getByLabel('Your question')
    const send = page.getByRole('button', { name: 'Send' })
    await expect(send).toBeDisabled()

    await input.fill('   ')
    await expect(send).toBeDisabled()
    await input.fill('How is the Vial Score')
    await input.press('Shift+Enter')
    await input.pressSequentially('calculated?')
    await expect(input).toHaveValue('How is the Vial Score\ncalculated?')
    await input.press('Enter')

    await expect(input).toHaveValue('')
    const log = page.getByRole('log', { name: 'Conversation' })
    await expect(log).toContainText('How is the Vial Score')
    await expect(log).toContainText('offline assistant')
    await expect(log.getByRole('link', { name: 'Read more' }).first()).toHaveAttribute('href', /^\//)
  })

  test('a ?q= link (the site search of the WebSite structured data) asks its question on arrival', async ({ page }) => {
    await page.goto('/glp1-ai?q=How%20is%20the%20Vial%20Score%20calculated%3F')
    const log = page.getByRole('log', { name: 'Conversation' })
    await expect(log).toContainText('How is the Vial Score calculated?')
    await expect(log).toContainText('offline assistant')
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/glp1-ai$/)
  })

  test('a suggested question asks it', async ({ page }) => {
    await page.goto('/glp1-ai')
    await page.getByRole('button', { name: 'What BMI do I need for GLP-1 treatment?' }).click()
    await expect(page.getByRole('log', { name: 'Conversation' })).toContainText('BMI calculator')
  })

  test('a failed reply shows the spec message and an apology', async ({ page }) => {
    await page.route('**/api/chat', (route) => route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ error: 'Failed to get AI response. Please try again.' }) }))
    await page.goto('/glp1-ai')
    await page.getByLabel('Your question').fill('Hello')
    await page.getByLabel('Your question').press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'Failed to get AI response. Please try again.' })).toBeVisible()
    await expect(page.getByRole('log', { name: 'Conversation' })).toContainText('technical difficulties')
  })
})

test.describe('trending keywords', () => {
  test('sorts by trend score by default, toggles, and sorts a new column descending', async ({ page }) => {
    await page.goto('/trending-keywords')
    await expect(page.getByText('Sample data.')).toBeVisible()
    const firstKeyword = () => page.locator('tbody tr').first().locator('th')
    const trendHeader = page.getByRole('columnheader', { name: /Trend score/ })
    await expect(trendHeader).toHaveAttribute('aria-sort', 'descending')
    await expect(firstKeyword()).toHaveText('compounded semaglutide price')

    await trendHeader.getByRole('button').click()
    await expect(trendHeader).toHaveAttribute('aria-sort', 'ascending')
    await expect(firstKeyword()).toHaveText('wegovy side effects')

    const volumeHeader = page.getByRole('columnheader', { name: /Search volume/ })
    await volumeHeader.getByRole('button').click()
    await expect(volumeHeader).toHaveAttribute('aria-sort', 'descending')
    await expect(firstKeyword()).toHaveText('compounded semaglutide price')

    const keywordHeader = page.getByRole('columnheader', { name: /^Keyword/ })
    await keywordHeader.getByRole('button').click()
    await expect(firstKeyword()).toHaveText('zepbound cost without insurance')
    await keywordHeader.getByRole('button').click()
    await expect(firstKeyword()).toHaveText('compounded semaglutide price')
  })
})

test.describe('provider submission', () => {
  test('refuses without the terms, keeps what was typed, then accepts and resets', async ({ page }) => {
    await page.goto('/add-provider')
    await page.getByLabel('Provider name *').fill('Playwright Health')
    await page.getByLabel('Website *').fill('https://playwright-health.example')
    await page.getByLabel('Contact email *').fill('team@playwright-health.example')
    await page.getByRole('button', { name: 'Submit Provider' }).click()
    await expect(page.getByText('Please agree to the terms and conditions')).toBeVisible()
    await expect(page.getByLabel('Provider name *')).toHaveValue('Playwright Health')

    await page.getByLabel(/I agree to the terms/).check()
    await page.getByLabel('Website *').fill('not a website')
    await page.getByRole('button', { name: 'Submit Provider' }).click()
    await expect(page.getByText(/Please enter a valid website URL/)).toBeVisible()

    await page.getByLabel('Website *').fill('https://playwright-health.example')
    await page.getByLabel('Tirzepatide').check()
    await page.getByLabel('Alaska').check()
    await page.getByRole('button', { name: 'Submit Provider' }).click()
    await expect(page.getByText("Provider information submitted successfully! We'll review and contact you soon.")).toBeVisible()
    await expect(page.getByLabel('Provider name *')).toHaveValue('')
    await expect(page.getByLabel('Alaska')).not.toBeChecked()
  })

  test('asks for the required fields', async ({ page }) => {
    await page.goto('/add-provider')
    await page.getByLabel(/I agree to the terms/).check()
    await page.getByRole('button', { name: 'Submit Provider' }).click()
    await expect(page.getByText('Please fill in all required fields')).toBeVisible()
  })
})
