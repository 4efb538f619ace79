import { test, expect } from '@playwright/test'

for (const path of ['/nope', '/uk/nope']) {
  test(`${path} answers 404 with a way home`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page).toHaveURL(path)

    const main = page.getByRole('main')
    await expect(main.getByText('404', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible()
    const home = main.getByRole('link', { name: 'Return to Home' })
    await expect(home).toHaveAttribute('href', '/')

    await home.click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Oops! Page not found')
    await expect(page.locator('#providers')).toBeVisible()
  })
}

test('a deeper unknown path answers 404 too', async ({ request }) => {
  const response = await request.get('/ca/no/such/page', { maxRedirects: 0 })
  expect(response.status()).toBe(404)
  expect(await response.text()).toContain('Oops! Page not found')
})
