import AxeBuilder from '@axe-core/playwright'
import { test, expect, type Page } from '@playwright/test'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  // Lesser findings do not fail the test but are listed in the report.
  for (const violation of results.violations.filter((v) => v.impact !== 'serious' && v.impact !== 'critical')) {
    test.info().annotations.push({
      type: `axe ${violation.impact ?? 'unknown'}`,
      description: `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    })
  }
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
}

function formatViolations(violations: Awaited<ReturnType<typeof seriousViolations>>): string {
  return violations
    .map(
      (violation) =>
        `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n` +
        violation.nodes.map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`).join('\n'),
    )
    .join('\n')
}

for (const path of ['/', '/uk', '/calculator', '/about', '/nope', '/providers/cedarline-health', '/compare?p=cedarline-health,bluepeak-clinic', '/vial-score', '/uk/vial-score', '/calculator?tab=bmi', '/calculator?dose=0&calc=1', '/glp1-ai', '/trending-keywords', '/add-provider', '/blog', '/blog/semaglutide-vs-tirzepatide', '/support', '/privacy-policy', '/news', '/reddit-posts']) {
  test(`${path} has no serious or critical axe violations`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(path === '/nope' ? 404 : 200)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const violations = await seriousViolations(page)
    expect(violations, `axe violations on ${path}:\n${formatViolations(violations)}`).toEqual([])
  })
}

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('/ with the mobile menu open has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: /^(Open|Close) menu$/ })
    await expect(async () => {
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 })
    }).toPass({ timeout: 10_000 })
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
    const violations = await seriousViolations(page)
    expect(violations, `axe violations on / (mobile, menu open):\n${formatViolations(violations)}`).toEqual([])
  })
})
