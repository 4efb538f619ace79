import { test, expect } from '@playwright/test'

// A short window so the home page is comfortably taller than the 300px threshold plus the viewport.
test.use({ viewport: { width: 1280, height: 600 } })

test('back-to-top appears after scrolling past 300px and returns to the top', async ({ page }) => {
  await page.goto('/')
  const button = page.getByRole('button', { name: 'Back to top' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(button).toBeHidden()

  const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
  expect(scrollable, 'the home page must be tall enough to scroll past 300px').toBeGreaterThan(400)

  // A small scroll is not enough.
  await page.evaluate(() => window.scrollTo({ top: 200, behavior: 'instant' }))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(200)
  await expect(button).toBeHidden()

  await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400)
  await expect(button).toBeVisible()

  await button.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(button).toBeHidden()
})

test('back-to-top works on a UK page too', async ({ page }) => {
  await page.goto('/uk')
  const button = page.getByRole('button', { name: 'Back to top' })
  await expect(button).toBeHidden()
  await page.mouse.move(640, 300)
  // Scroll like a user would, with the wheel, until the button shows up.
  await expect(async () => {
    await page.mouse.wheel(0, 400)
    await expect(button).toBeVisible({ timeout: 500 })
  }).toPass({ timeout: 10_000 })
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
  await button.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})
