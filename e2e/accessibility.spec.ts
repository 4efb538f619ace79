import AxeBuilder from '@axe-core/playwright'
import { test, expect, type Page } from '@playwright/test'
import { SOURCED_URL } from '../playwright.config'
import { MEDICATION_PAGES } from './fixtures/medication-pages'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

async function seriousViolations(page: Page) {
  // label-content-name-mismatch is experimental in axe, so off unless asked for: a control's accessible name
  // must contain its visible text (the country selector once failed it on every page).
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    // Only violations are read, so axe details no other result's nodes.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] })
    .analyze()
  const ran = [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map(
    (rule) => rule.id,
  )
  expect(ran, 'the name-mismatch rule ran').toContain('label-content-name-mismatch')
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
        violation.nodes
          .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`)
          .join('\n'),
    )
    .join('\n')
}

for (const path of [
  '/',
  '/uk',
  '/calculator',
  '/about',
  '/nope',
  '/providers/cedarline-health',
  '/compare?p=cedarline-health,bluepeak-clinic',
  '/vial-score',
  '/uk/vial-score',
  '/calculator?tab=bmi',
  '/calculator?dose=0&calc=1',
  '/glp1-ai',
  '/trending-keywords',
  '/add-provider',
  '/blog',
  '/blog/semaglutide-vs-tirzepatide',
  '/support',
  '/privacy-policy',
  '/news',
  '/reddit-posts',
  '/medications',
  ...MEDICATION_PAGES.map((page) => page.path),
  '/medications/switching',
  '/coverage',
  '/coverage/cvs-caremark',
  '/medicare',
  '/medicaid',
  '/glossary',
  '/eligibility',
  '/eligibility?check=1&unit=metric&age=40&kilograms=95&centimetres=170&condition=hypertension&state=OH',
  '/find-provider?find=1&state=OH&medication=tirzepatide',
  '/cost',
  '/cost?plan=1&unit=imperial&coverage=medicare&state=OH&use=weight&pounds=250&feet=5&inches=8',
  '/compare/bluepeak-clinic-vs-cedarline-health',
  '/near/state/texas',
]) {
  test(`${path} has no serious or critical axe violations`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(path === '/nope' ? 404 : 200)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const violations = await seriousViolations(page)
    expect(violations, `axe violations on ${path}:\n${formatViolations(violations)}`).toEqual([])
  })
}

test('the home page as it ships, with its offer entries (the sourced data), has no serious or critical axe violations', async ({
  page,
}) => {
  await page.goto(`${SOURCED_URL}/`)
  await expect(page.locator('#providers article[id^="offer-"]').first()).toBeVisible()
  const violations = await seriousViolations(page)
  expect(violations, `axe violations on the sourced home page:\n${formatViolations(violations)}`).toEqual([])
})

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

// The W3C Nu checker refuses aria-label on an element with no role that allows naming (a plain span or div).
for (const path of ['/', '/near/reno-nv', '/providers/cedarline-health']) {
  test(`${path} names no plain span or div with aria-label`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(
      await page
        .locator('span[aria-label]:not([role]), div[aria-label]:not([role]), p[aria-label]:not([role])')
        .evaluateAll((nodes) => nodes.map((node) => node.outerHTML.slice(0, 120))),
    ).toEqual([])
  })
}
