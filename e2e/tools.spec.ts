import { expect, test } from '@playwright/test'
import { AssistantPage } from './pages/assistant'
import { CalculatorPage } from './pages/calculator'

test.describe('calculators', () => {
  test('dosage: the defaults give 0.1 ml and 10 units, only after Calculate', async ({ page }) => {
    const calculator = new CalculatorPage(page)
    await calculator.goto()
    await expect(calculator.field('Dose')).toHaveValue('0.25')
    await expect(page.getByRole('heading', { name: 'Your dosage' })).toHaveCount(0)
    await calculator.calculate('Dosage')
    const results = calculator.results()
    await expect(results).toContainText('0.10 ml')
    await expect(results).toContainText('10 units')
    await expect(results).toContainText('Vials needed')
    // The result lives in the URL: reloading shows it again.
    await page.reload()
    await expect(calculator.results()).toContainText('10 units')
  })

  test('dosage: invalid inputs list every message', async ({ page }) => {
    const calculator = new CalculatorPage(page)
    await calculator.goto()
    await calculator.fill({ Dose: '0', Concentration: '' })
    await calculator.calculate('Dosage')
    await expect(page.getByText('Dosage must be greater than 0')).toBeVisible()
    await expect(page.getByText('Concentration must be greater than 0')).toBeVisible()
    await expect(calculator.field('Dose')).toHaveAttribute('aria-invalid', 'true')
    await expect(calculator.field('Dose')).toHaveValue('0')
  })

  test('cost: cost per mg, per dose and per year', async ({ page }) => {
    const calculator = new CalculatorPage(page)
    await calculator.goto()
    await page.getByRole('navigation', { name: 'Calculators' }).getByRole('link', { name: 'Cost Calculator' }).click()
    await expect(page).toHaveURL(/tab=cost/)
    await calculator.fill({ 'Monthly price': '299', 'Vial volume': '2', Concentration: '2.5', 'Weekly dose': '0.5' })
    await calculator.calculate('Cost')
    const results = calculator.results()
    await expect(results).toContainText('$59.80')
    await expect(results).toContainText('$29.90')
    await expect(results).toContainText(/\$3,588(?![.\d])/)
  })

  test('cost in the UK uses pounds', async ({ page }) => {
    const calculator = new CalculatorPage(page)
    await calculator.goto('?tab=cost&monthlyPrice=100&volume=2&costConcentration=5&weeklyDose=1&calc=1', 'uk')
    await expect(calculator.results()).toContainText(/£10(?![.\d])/)
  })

  test('BMI: imperial by default, metric on request, with category and eligibility', async ({ page }) => {
    const calculator = new CalculatorPage(page)
    await calculator.goto('?tab=bmi')
    await expect(calculator.field(/inches/)).toHaveAttribute('max', '11')
    await calculator.fill({ Weight: '200' })
    await calculator.field(/feet/).fill('5')
    await calculator.field(/inches/).fill('10')
    await calculator.calculate('BMI')
    await expect(calculator.results()).toContainText('28.7')
    await expect(calculator.results()).toContainText('Overweight')

    await page.getByRole('link', { name: /Metric/ }).click()
    await expect(page).toHaveURL(/unit=metric/)
    await calculator.fill({ Weight: '95', Height: '170' })
    await calculator.calculate('BMI')
    await expect(calculator.results()).toContainText('32.9')
    await expect(calculator.results()).toContainText('Obesity Class I')
  })

  test('BMI: a missing height is explained, not calculated', async ({ page }) => {
    const calculator = new CalculatorPage(page)
    await calculator.goto('?tab=bmi&unit=metric')
    await calculator.fill({ Weight: '80' })
    await calculator.calculate('BMI')
    await expect(page.getByText('Weight and height must both be greater than 0')).toBeVisible()
  })
})

test.describe('AI assistant (offline mode)', () => {
  test('Shift+Enter adds a line, Enter sends, and the answer streams in', async ({ page }) => {
    const assistant = new AssistantPage(page)
    await assistant.goto()
    await expect(page.getByText(/Hi! I'm the GLP-1 assistant/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'How is the Vial Score calculated?' })).toBeVisible()
    const input = assistant.input()
    const send = assistant.send()
    await expect(send).toBeDisabled()

    await input.fill('   ')
    await expect(send).toBeDisabled()
    await input.fill('How is the Vial Score')
    await input.press('Shift+Enter')
    await input.pressSequentially('calculated?')
    await expect(input).toHaveValue('How is the Vial Score\ncalculated?')
    await input.press('Enter')

    await expect(input).toHaveValue('')
    const log = assistant.log()
    await expect(log).toContainText('How is the Vial Score')
    await expect(log).toContainText('offline assistant')
    await expect(log.getByRole('link', { name: 'Read more' }).first()).toHaveAttribute('href', /^\//)
  })

  test('a ?q= link (the site search of the WebSite structured data) asks its question on arrival', async ({ page }) => {
    const assistant = new AssistantPage(page)
    await assistant.goto('How is the Vial Score calculated?')
    const log = assistant.log()
    await expect(log).toContainText('How is the Vial Score calculated?')
    await expect(log).toContainText('offline assistant')
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/glp1-ai$/)
  })

  test('a suggested question asks it', async ({ page }) => {
    const assistant = new AssistantPage(page)
    await assistant.goto()
    await page.getByRole('button', { name: 'What BMI do I need for GLP-1 treatment?' }).click()
    await expect(assistant.log()).toContainText('BMI calculator')
  })

  test('a failed reply shows the spec message and an apology', async ({ page }) => {
    await page.route('**/api/chat', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Failed to get AI response. Please try again.' }),
      }),
    )
    const assistant = new AssistantPage(page)
    await assistant.goto()
    await assistant.input().fill('Hello')
    await assistant.input().press('Enter')
    await expect(
      page.getByRole('status').filter({ hasText: 'Failed to get AI response. Please try again.' }),
    ).toBeVisible()
    await expect(assistant.log()).toContainText('technical difficulties')
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
    await expect(
      page.getByText("Provider information submitted successfully! We'll review and contact you soon."),
    ).toBeVisible()
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
