/**
 * The cost planner (/cost and its country versions) on the site's own sourced data, with JavaScript off: its
 * GET form alone must give every answer, keep a refused form's answers, and name what rules a path out.
 */
import { expect, test, type Page } from '@playwright/test'
import { SOURCED_URL } from '../playwright.config'
import { COST_PLAN_ERRORS } from '../lib/validation/cost-plan'

test.use({ baseURL: SOURCED_URL, javaScriptEnabled: false })

/** The answer's cards, cheapest first. */
const paths = (page: Page) => page.locator('section[aria-labelledby="answer"] > ol > li')
/** A card of the answer by its heading. */
const pathCard = (page: Page, title: string) =>
  paths(page).filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) })
/** A card's value for one of its terms ('At the start', 'First year'). */
const term = (card: ReturnType<typeof pathCard>, name: string) =>
  card.locator(`xpath=.//dt[normalize-space()="${name}"]/following-sibling::dd[1]`)
const ruledOut = (page: Page) => page.locator('section[aria-labelledby="ruled-out"]')

async function goto(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
}

test('a Medicare patient with obesity in Ohio, through the form: the GLP-1 Bridge comes first at $50 a month', async ({
  page,
}) => {
  await goto(page, '/cost')
  await page.getByLabel('Your coverage').selectOption('medicare')
  await page.getByLabel('Your state').selectOption('OH')
  await page.getByLabel('The prescription would be for').selectOption('weight')
  await page.getByLabel('Weight (lb)').fill('250')
  await page.getByLabel('Height (feet)').fill('5')
  await page.getByLabel('Height (inches)').fill('8')
  await page.getByRole('button', { name: 'Show my costs' }).click()

  await expect(page.getByRole('heading', { level: 2, name: /paths? fits?, cheapest first$/ })).toBeVisible()
  const first = paths(page).first()
  await expect(first.getByRole('heading', { level: 3 })).toHaveText('Medicare GLP-1 Bridge')
  await expect(term(first, 'At the start')).toHaveText('$50 a month')
  await expect(first.getByRole('link', { name: /^Centers for Medicare & Medicaid Services \(CMS\)/ })).toHaveAttribute(
    'href',
    'https://www.cms.gov/medicare/coverage/prescription-drug-coverage/medicare-glp-1-bridge',
  )
  const medicines = first.locator('a[href^="/medications/"]')
  await expect(medicines).toHaveText(['Wegovy', 'Wegovy tablets', 'Zepbound', 'Foundayo'])
  // The answers are in the address: the answer can be shared and reloaded.
  const url = new URL(page.url())
  expect(url.searchParams.get('coverage')).toBe('medicare')
  expect(url.searchParams.get('state')).toBe('OH')
  expect(url.searchParams.get('pounds')).toBe('250')
})

test('an uninsured patient who wants a pill gets Wegovy tablets and Foundayo, each from $149', async ({ page }) => {
  await goto(page, '/cost?plan=1&coverage=none&use=weight&form=tablet&bmi=33')
  const wegovy = pathCard(page, 'Pay yourself: Wegovy (semaglutide), tablets')
  await expect(term(wegovy, 'At the start')).toHaveText('$149 a month (1.5mg)')
  await expect(term(wegovy, 'First year')).toContainText(/\$[\d,]+|Not computable/)

  // LillyDirect's Foundayo prices (observed on Lilly's page, 5 Oct 2026): the first year on its regular prices.
  const foundayo = paths(page).filter({ has: page.getByRole('heading', { level: 3, name: /^Pay yourself: Foundayo/ }) })
  await expect(foundayo).toHaveCount(1)
  await expect(term(foundayo, 'At the start')).toHaveText('$149 a month (0.8mg)')
  await expect(term(foundayo, 'First year')).toContainText(/^\$[\d,]+\. /)
  await expect(foundayo).toContainText('LillyDirect')
  // Only tablets were asked for: no pen or vial is listed.
  await expect(paths(page).getByRole('heading', { level: 3, name: /\b(pens?|vials?|injection)\b/i })).toHaveCount(0)
})

test('a Medicaid patient in California: Medicaid is ruled out, with the date coverage ended, and self-pay paths remain', async ({
  page,
}) => {
  await goto(page, '/cost?plan=1&coverage=medicaid&state=CA&use=weight&bmi=33')
  const item = ruledOut(page)
    .getByRole('listitem')
    .filter({ has: page.locator('strong', { hasText: /^Medicaid in California$/ }) })
  await expect(item).toContainText('stopped paying for GLP-1 drugs prescribed for weight loss')
  await expect(item).toContainText('2026-01-01')
  await expect(item.getByRole('link', { name: 'California Medical Association' })).toBeVisible()
  const selfPay = paths(page).filter({ has: page.getByRole('heading', { level: 3, name: /^Pay yourself: / }) })
  expect(await selfPay.count()).toBeGreaterThan(0)
  await expect(paths(page).filter({ hasText: /^Medicaid in California/ })).toHaveCount(0)
})

test('a UK visitor paying privately gets a Mounjaro path in pounds, a pen lasting 28 days', async ({ page }) => {
  await goto(page, '/uk/cost?plan=1&coverage=none&use=weight&bmi=33')
  const mounjaro = paths(page).filter({ has: page.getByRole('heading', { level: 3, name: /Mounjaro/ }) })
  expect(await mounjaro.count()).toBeGreaterThan(0)
  // A UK KwikPen holds four weekly doses: its price per pen is a price per 28 days, so a month and a year follow.
  await expect(term(mounjaro.first(), 'At the start')).toHaveText(/^£\d+(\.\d\d)? a month \(2\.5mg\)$/)
  await expect(term(mounjaro.first(), 'First year')).toContainText(/^£[\d,]+(\.\d\d)?\. /)
  await expect(mounjaro.first()).not.toContainText('$')
})

test('a UK patient with BMI 37 and four of the five conditions: the NHS route is open, with its cohort’s start and the charge', async ({
  page,
}) => {
  const conditions = ['hypertension', 'sleep-apnea', 'heart-disease', 'dyslipidemia']
  await goto(
    page,
    `/uk/cost?plan=1&coverage=public&use=weight&bmi=37&${conditions.map((c) => `condition=${c}`).join('&')}`,
  )
  const nhs = paths(page).filter({
    has: page.getByRole('heading', { level: 3, name: 'The NHS in England: tirzepatide (Mounjaro) through your GP' }),
  })
  await expect(nhs).toHaveCount(1)
  await expect(nhs).toContainText('From June 23, 2026, its second cohort covers a BMI of 35 to 39.9')
  await expect(nhs).toContainText('£9.90 an item in 2026/27')
  await expect(nhs).toContainText('£114.50')
  await expect(ruledOut(page).filter({ hasText: 'The NHS in England (tirzepatide in primary care)' })).toHaveCount(0)
})

test('a plan whose drug list CVS Caremark runs: its dated position on Wegovy and Zepbound, the matching card, an appeal with its criteria', async ({
  page,
}) => {
  await goto(page, '/cost')
  await page.getByLabel('Your coverage').selectOption('plan-unsure')
  await page.getByLabel('Your plan’s drug benefit company (private or employer plan)').selectOption('cvs-caremark')
  await page.getByLabel('Or your BMI').fill('33')
  await page.getByRole('button', { name: 'Show my costs' }).click()

  // Wegovy is preferred on the template: its savings card, as with a plan that covers, comes first.
  await expect(paths(page).first().getByRole('heading', { level: 3 })).toHaveText(
    'Your plan, with the Wegovy Savings Offer',
  )
  const template = pathCard(page, 'Your plan (CVS Caremark’s template)')
  await expect(template).toContainText('CVS Caremark’s template: Wegovy preferred since July 1, 2025.')
  await expect(template).toContainText('A self-funded employer plan chooses its own coverage')
  await expect(template.getByRole('link', { name: 'CVS Health' })).toBeVisible()
  // Zepbound is off the template: ruled out with the date and source, its card's price without coverage kept.
  const zepbound = ruledOut(page)
    .getByRole('listitem')
    .filter({ has: page.locator('strong', { hasText: 'Your plan (CVS Caremark’s template): Zepbound' }) })
  await expect(zepbound).toContainText('In force since July 1, 2025.')
  await expect(zepbound.getByRole('link', { name: 'CVS Health' })).toBeVisible()
  await expect(pathCard(page, 'The Zepbound Savings Card, with a plan that does not cover it')).toHaveCount(1)
  // The appeal letter prints the payer's criteria from its dated template.
  const letter = page.getByTestId('appeal-letter')
  await expect(letter).toContainText('To: CVS Caremark, appeals department')
  await expect(letter).toContainText('did not need a new one to move to Wegovy')
  await expect(letter).toContainText('(CVS Health, June 27, 2025)')
  // The payer's own page answers first, with the same dated position.
  await page.getByRole('link', { name: 'What CVS Caremark has stated, with dates' }).click()
  await expect(page).toHaveURL('/coverage/cvs-caremark')
  const answer = page.getByRole('region', { name: 'The short answer' })
  await expect(answer).toContainText('Wegovy for weight management: Preferred, since Jul 1, 2025.')
  await expect(answer).toContainText('Zepbound for weight management: Excluded, since Jul 1, 2025.')
  await expect(answer).toContainText('A self-funded employer plan chooses its own coverage')
})

test('a plan whose company the patient does not know: self-pay paths, and where on the card to look', async ({
  page,
}) => {
  await goto(page, '/cost?plan=1&unit=imperial&coverage=plan-unsure&payer=unknown&use=weight&bmi=33')
  // A path to ask about first stands in its own list, after those that fit.
  const ask = page.locator('section[aria-labelledby="answer"] li').filter({
    has: page.getByRole('heading', { level: 3, name: 'Ask your private or employer plan first', exact: true }),
  })
  await expect(ask).toContainText('Your member ID card names your insurer on the front')
  expect(
    await paths(page)
      .filter({ has: page.getByRole('heading', { level: 3, name: /^Pay yourself: / }) })
      .count(),
  ).toBeGreaterThan(0)
  await expect(page.getByLabel('Your plan’s drug benefit company (private or employer plan)')).toHaveValue('unknown')
})

test('a BMI of 24 with no condition: no sourced path fits, and both label criteria are named as not met', async ({
  page,
}) => {
  await goto(page, '/cost?plan=1&coverage=none&use=weight&bmi=24')
  await expect(page.getByRole('heading', { level: 2, name: 'No sourced path fits' })).toBeVisible()
  await expect(paths(page)).toHaveCount(0)
  const why = ruledOut(page).getByRole('listitem').filter({ hasText: 'Every medicine for' })
  await expect(why).toContainText('A BMI of 30 or more: your BMI is 24.0.')
  await expect(why).toContainText('A BMI of 27 or more with a weight-related condition: your BMI is 24.0.')
})

test.describe('a refused form keeps its answers', () => {
  for (const { name, query, field, message } of [
    {
      name: 'a BMI of 5',
      query: 'coverage=medicare&state=OH&use=weight&bmi=5',
      field: 'bmi',
      message: COST_PLAN_ERRORS.bmi,
    },
    {
      name: 'a BMI that does not match the height and weight',
      query: 'coverage=medicare&state=OH&use=weight&pounds=250&feet=5&inches=8&bmi=25',
      field: 'bmi',
      // 250 lb at 5 ft 8 in: a BMI of 38.0.
      message: COST_PLAN_ERRORS.conflict(25, 38),
    },
    {
      name: 'an unknown state',
      query: 'coverage=medicare&state=ZZ&use=weight&bmi=33',
      field: 'state',
      message: COST_PLAN_ERRORS.state,
    },
  ]) {
    test(`${name}: the message is beside its field and the coverage stays Medicare`, async ({ page }) => {
      await goto(page, `/cost?plan=1&${query}`)
      await expect(page.locator(`#${field}-error`)).toContainText(message)
      await expect(page.locator(`#${field}`)).toHaveAttribute('aria-describedby', new RegExp(`\\b${field}-error\\b`))
      await expect(page.getByRole('alert').filter({ hasText: 'Some answers need a change' })).toContainText(message)
      await expect(page.getByLabel('Your coverage')).toHaveValue('medicare')
      // No answer: the summary of the refusal stands where the form's #answer lands, at the top, and the first
      // field it names has the focus.
      await expect(page.locator('section[aria-labelledby="answer"]')).toHaveCount(0)
      await expect(page.locator('#answer')).toHaveAttribute('role', 'alert')
      await expect(page.locator(`#${field}`)).toBeFocused()
    })
  }

  test('the typed figures stay in their fields', async ({ page }) => {
    await goto(page, '/cost?plan=1&coverage=medicare&state=OH&use=weight&pounds=250&feet=5&inches=8&bmi=25')
    await expect(page.getByLabel('Weight (lb)')).toHaveValue('250')
    await expect(page.getByLabel('Height (inches)')).toHaveValue('8')
    await expect(page.getByLabel('Or your BMI')).toHaveValue('25')
    await expect(page.getByLabel('Your state')).toHaveValue('OH')
  })
})

test('Medicare with type 2 diabetes asking about weight: Part D first, for the diabetes, with the year’s cap and its sources', async ({
  page,
}) => {
  await goto(page, '/cost?plan=1&coverage=medicare&state=OH&use=weight&bmi=36&condition=type2-diabetes')
  const first = paths(page).first()
  await expect(first.getByRole('heading', { level: 3 })).toHaveText('Your Medicare Part D plan, for type 2 diabetes')
  await expect(term(first, 'At most')).toHaveText(/^\$2,100 a year: Part D’s yearly out-of-pocket cap for 20\d\d$/)
  await expect(first).toContainText('Part D does not cover a medicine used for weight loss alone')
  await expect(
    first.getByRole('link', { name: /^Academy of Managed Care Pharmacy \(AMCP\), CMS issues 2026/ }),
  ).toBeVisible()
  // The Bridge is not for a patient whose Part D plan covers a GLP-1 for diabetes.
  await expect(ruledOut(page)).toContainText('Medicare GLP-1 Bridge')
})

test('Medicaid in a state with no dated statement is never a path that fits: it is one to ask about', async ({
  page,
}) => {
  await goto(page, '/cost?plan=1&coverage=medicaid&state=UT&use=weight&bmi=36')
  await expect(pathCard(page, 'Ask Medicaid in Utah')).toHaveCount(0)
  const ask = page.locator('section[aria-labelledby="ask-first"]')
  await expect(ask.getByRole('heading', { level: 3, name: 'Ask Medicaid in Utah' })).toBeVisible()
  await expect(ask).toContainText('No dated statement says Utah’s Medicaid covers it')
  // The count of paths that fit leaves it out.
  const count = await paths(page).count()
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${count} paths? fits?`) })).toBeVisible()
})

test('the UK, Canadian and Australian home pages describe the planner in their own words, not Medicare’s', async ({
  page,
}) => {
  for (const [path, words] of [
    ['/uk', 'the NHS or a private prescription'],
    ['/ca', 'your provincial drug plan'],
    ['/au', 'the PBS or a private prescription'],
  ]) {
    await goto(page, path)
    const tile = page.getByRole('link', { name: /^What Will It Cost Me\? Your cost by coverage/ })
    await expect(tile, path).toContainText(words)
    await expect(tile, path).not.toContainText('Medicare')
  }
})

test('Medicare with no height or weight yet: an answer from the coverage alone, the Bridge to check', async ({
  page,
}) => {
  await goto(page, '/cost?plan=1&coverage=medicare&state=OH&use=weight')
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page.getByText('This answer comes from your coverage alone.')).toBeVisible()
  const ask = page.locator('section[aria-labelledby="ask-first"]')
  const bridge = ask
    .locator('li')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Medicare GLP-1 Bridge' }) })
  await expect(bridge).toContainText('Its criteria need your BMI')
  await expect(term(bridge, 'At the start')).toHaveText('$50 a month')
})

test('a plan that covers: the makers’ savings cards at $25 a month stand before any cash path, with their caps and end', async ({
  page,
}) => {
  await goto(page, '/cost?plan=1&coverage=plan-covers&state=OH&use=weight&bmi=33')
  const titles = await paths(page).getByRole('heading', { level: 3 }).allTextContents()
  const firstCash = titles.findIndex((title) => title.startsWith('Pay yourself'))
  const firstCard = titles.findIndex((title) => title.startsWith('Your plan, with the'))
  expect(firstCard).toBe(0)
  expect(firstCash).toBeGreaterThan(firstCard)
  const zepbound = pathCard(page, 'Your plan, with the Zepbound Savings Card')
  await expect(term(zepbound, 'At the start')).toHaveText('$25 a month')
  await expect(zepbound).toContainText('at most $100 off a month’s fill')
  await expect(zepbound).toContainText('The card ends on December 31, 2026.')
  await expect(zepbound).toContainText('not with Medicare, Medicaid')
  await expect(zepbound.getByRole('link', { name: /^Altamedicare/ })).toBeVisible()
})

test('age: a 15-year-old hears which medicines are for adults only; a typed age that is not one is refused beside its field', async ({
  page,
}) => {
  await goto(page, '/cost?plan=1&coverage=plan-covers&state=OH&use=weight&bmi=33&age=15')
  await expect(ruledOut(page)).toContainText('adults only (18 and over): you are 15')
  await expect(pathCard(page, 'Your plan, with the Zepbound Savings Card')).toHaveCount(0)
  await expect(pathCard(page, 'Your plan, with the Wegovy Savings Offer')).toBeVisible()
  await goto(page, '/cost?plan=1&coverage=none&use=weight&bmi=33&age=0')
  await expect(page.getByRole('alert')).toContainText(COST_PLAN_ERRORS.age)
  await expect(page.getByLabel('Age (years)')).toHaveValue('0')
  await expect(page.getByLabel('Age (years)')).toBeFocused()
})
