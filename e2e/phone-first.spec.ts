/**
 * Landing pages on a phone (390 x 844), on the site's own sourced data: the answer a visitor came for stands in
 * the first screen, nothing scrolls sideways, menus close as people expect, lists say what their order is, and a
 * city page tells one story about its state.
 */
import { expect, test, type Page } from '@playwright/test'
import { SOURCED_URL } from '../playwright.config'

const PHONE = { width: 390, height: 844 }
test.use({ baseURL: SOURCED_URL, viewport: PHONE, isMobile: true, hasTouch: true })

async function goto(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
}

/** Whether an element ends inside the first screen. */
async function inFirstScreen(locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox()
  return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height
}

for (const path of ['/', '/medications/wegovy-tablet', '/medications/zepbound', '/uk', '/near/denver-co'])
  test(`${path}: a monthly price, its date and a button in the first screen; nothing scrolls sideways`, async ({
    page,
  }) => {
    await goto(page, path)
    const answer = page.getByTestId('price-answer')
    const price = answer.getByText(/^[$£]\d[\d,.]*$/).first()
    const date = answer.getByRole('link', { name: /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/ })
    const button = answer.getByRole('link', { name: /’s prices$/ })
    await expect(answer).toContainText(/[$£]\d[\d,.]* a month/)
    for (const [what, locator] of [
      ['price', price],
      ['date', date],
      ['button', button],
    ] as const)
      expect(await inFirstScreen(locator), `${path}: the ${what} in the first screen`).toBe(true)
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      path,
    ).toBeLessThanOrEqual(0)
  })

test('the menu and the country list close on Escape and on a tap outside', async ({ page }) => {
  await goto(page, '/')
  const menuButton = page.getByRole('button', { name: 'Open menu' })
  const menu = page.locator('#mobile-menu')
  const outside = async () => {
    const box = (await page.getByRole('heading', { level: 1 }).boundingBox())!
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
  }

  await menuButton.click()
  await expect(menu).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toHaveCount(0)
  await expect(menuButton).toBeFocused()
  await menuButton.click()
  await expect(menu).toBeVisible()
  await outside()
  await expect(menu).toHaveCount(0)

  const countries = page.locator('details').filter({ has: page.getByText('change country') })
  await countries.locator('summary').click()
  await expect(countries).toHaveAttribute('open', '')
  await page.keyboard.press('Escape')
  await expect(countries).not.toHaveAttribute('open')
  await countries.locator('summary').click()
  await expect(countries).toHaveAttribute('open', '')
  await outside()
  await expect(countries).not.toHaveAttribute('open')
})

test('/ lists every seller of each medicine in ascending all-in monthly price, unpublished ones last', async ({
  page,
}) => {
  await goto(page, '/')
  const groups = page.getByTestId('seller-group')
  expect(await groups.count()).toBeGreaterThanOrEqual(3)
  for (const group of await groups.all()) {
    const values = await group
      .locator('li[data-all-in]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-all-in') ?? ''))
    const published = values.filter(Boolean).map(Number)
    expect(published, await group.locator('summary').innerText()).toEqual([...published].sort((a, b) => a - b))
    // Every published figure before any unpublished one.
    expect(values.slice(0, published.length).every(Boolean)).toBe(true)
  }
})

test('/near/denver-co tells one story about Colorado: never both that it lists programs serving it and that none does', async ({
  page,
}) => {
  await goto(page, '/near/denver-co')
  const text = await page.locator('body').innerText()
  const listsServing = /(providers|programs) (that )?(serve|serving|list) Colorado\b/i.test(text)
  const saysNone = /no program[^.]*(treats|serves)[^.]*Colorado/i.test(text)
  expect(listsServing && saysNone).toBe(false)
  expect(listsServing || saysNone).toBe(true)
  // No unsourced delivery promise, and no 'Not published' above programs that publish a price.
  expect(text).not.toMatch(/48-hour/)
  await expect(page.getByRole('region', { name: /our data/ })).not.toContainText('Not published')
})

test('each country its own page: /uk/cost starts in kilograms and offers no vial; /cost offers one', async ({
  page,
}) => {
  await goto(page, '/uk/cost')
  await expect(page.getByLabel('Weight (kg)')).toBeVisible()
  await expect(page.getByLabel('Form you prefer').locator('option[value="vial"]')).toHaveCount(0)
  await goto(page, '/cost')
  await expect(page.getByLabel('Weight (lb)')).toBeVisible()
  await expect(page.getByLabel('Form you prefer').locator('option[value="vial"]')).toHaveCount(1)
})

test('a program page’s price alert link picks the program’s own product', async ({ page }) => {
  await goto(page, '/providers/lillydirect-zepbound')
  const link = page.getByRole('link', { name: 'E-mail me when this price drops' })
  await expect(link).toHaveAttribute('href', /\/prices\/alerts\?product=[a-z0-9-]*zepbound/)
})

test('plain words: our terms link their glossary entries, a line of sources flags its age once, and /uk asks for no state list', async ({
  page,
}) => {
  await goto(page, '/')
  const allIn = page.locator('main').getByRole('link', { name: 'What the all-in monthly cost includes' })
  await expect(allIn).toHaveAttribute('href', '/glossary#all-in-monthly-cost')
  for (const line of await page.locator('main p', { hasText: /^(Price as published|Named as sellers in):/ }).all())
    expect((await line.innerText()).match(/may be out of date/g)?.length ?? 0).toBeLessThanOrEqual(1)
  await goto(page, '/uk')
  await expect(page.locator('main')).not.toContainText('state list')
  await expect(
    page.locator('main').getByRole('link', { name: 'What the all-in monthly cost includes' }),
  ).toHaveAttribute('href', '/uk/glossary#all-in-monthly-cost')
})
