/**
 * What search visitors come for: the medication and explainer pages, Medicaid coverage, the
 * glossary, the eligibility check, the provider finder and the head-to-head pages.
 */
import { expect, test } from '@playwright/test'
import { MEDICATION_PAGES as pages } from './fixtures/medication-pages'

/** The tables of a page's `##` section: those whose nearest heading above is the section's. */
const sectionTables = (page: import('@playwright/test').Page, heading: string) =>
  page.locator(`xpath=//table[preceding::h2[1][normalize-space()="${heading}"]]`)

for (const medicine of pages.filter((page) => page.kind === 'medicine')) {
  test(`${medicine.path} gives its dose table and its side effects against placebo, each row with its source`, async ({
    page,
  }) => {
    await page.goto(medicine.path)
    const doses = sectionTables(page, 'Dose schedule').first().locator('tbody tr')
    expect(await doses.count()).toBeGreaterThanOrEqual(2)
    const sideEffects = sectionTables(page, 'Side effects').first()
    await expect(sideEffects.locator('thead')).toContainText(/placebo/i)
    const rates = sideEffects.locator('tbody tr').filter({ hasText: /\d\s*%/ })
    expect(await rates.count()).toBeGreaterThanOrEqual(3)
    for (const row of [...(await doses.all()), ...(await rates.all())]) {
      const mark = row.locator('sup a[href^="#source-"]').first()
      const entry = page.locator((await mark.getAttribute('href'))!)
      await expect(entry.getByRole('link')).toHaveAttribute('href', /^https:\/\//)
    }
    await expect(page.getByText(/^Label facts from the FDA label .+ \([A-Z][a-z]+ \d{1,2}, \d{4}\)/)).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'What changed on this page' }).getByRole('listitem').first(),
    ).toBeVisible()
  })
}

/** The sections a pharmacist asks for on every medicine page, after the dose table and the warnings. */
const PATIENT_SECTIONS = [
  'Missed dose',
  'Switching medicines',
  'Storage',
  'Pregnancy, breastfeeding and contraception',
  'What it costs',
]
/** The text of a page's `##` section: everything between its heading and the next one. */
const sectionText = (page: import('@playwright/test').Page, heading: string) =>
  page
    .locator(`xpath=//*[self::p or self::li or self::td][preceding::h2[1][normalize-space()="${heading}"]]`)
    .allInnerTexts()
    .then((texts) => texts.join('\n'))

for (const medicine of pages.filter((page) => page.kind === 'medicine')) {
  test(`${medicine.path} says how long at least at each dose step, and answers a missed dose, switching, storage, pregnancy and cost`, async ({
    page,
  }) => {
    await page.goto(medicine.path)
    for (const heading of PATIENT_SECTIONS)
      await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible()
    const steps = await sectionTables(page, 'Dose schedule').first().locator('tbody tr').all()
    expect(steps.length, `${medicine.path}: dose steps`).toBeGreaterThanOrEqual(2)
    for (const row of steps)
      // Or, where no source we read gives it, says so (tests/unit/content-files.test.ts lists each such gap).
      await expect(row.locator('td').last()).toContainText(/\d+\s*(week|day)|ongoing|not stated in the sources/i)
    for (const heading of PATIENT_SECTIONS.slice(0, 4))
      expect(await sectionText(page, heading), `${medicine.path}: ${heading}`).toMatch(/\w{3,}/)
  })
}

test('Foundayo’s dose table starts from its starting dose, with the time on each step', async ({ page }) => {
  await page.goto('/medications/foundayo')
  const first = sectionTables(page, 'Dose schedule').first().locator('tbody tr').first()
  await expect(first.locator('td').first()).toContainText(/start/i)
  await expect(first.locator('td').last()).toContainText(/\d+\s*(week|day)/i)
})

for (const slug of ['zepbound', 'mounjaro'])
  test(`/medications/${slug} gives the oral contraceptive rule: 4 weeks after starting and after each dose increase`, async ({
    page,
  }) => {
    await page.goto(`/medications/${slug}`)
    const text = await sectionText(page, 'Pregnancy, breastfeeding and contraception')
    expect(text).toMatch(/oral (hormonal )?contracept/i)
    expect(text).toMatch(/4 weeks/)
    expect(text).toMatch(/increase/i)
  })

test('/medications/wegovy gives a missed-dose rule and the Medicare GLP-1 Bridge’s $50', async ({ page }) => {
  await page.goto('/medications/wegovy')
  expect(await sectionText(page, 'Missed dose')).toMatch(/\d+ (days|weeks)/)
  const cost = await sectionText(page, 'What it costs')
  expect(cost).toMatch(/Medicare \(GLP-1 Bridge\)|Medicare GLP-1 Bridge/)
  expect(cost).toMatch(/\$50/)
})

test('/medications lists Foundayo, and its page gives its approval date', async ({ page }) => {
  await page.goto('/medications')
  await page.getByRole('link', { name: /^Foundayo/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Foundayo')
  const approval = page
    .locator('xpath=//*[preceding::h2[1][normalize-space()="Approval and uses"]]')
    .filter({ hasText: /April 1, 2026|1 April 2026/ })
  await expect(approval.first()).toBeVisible()
})

for (const page of pages) {
  test(`${page.path} shows its heading, 'Last reviewed' and its sources`, async ({ page: browser }) => {
    await browser.goto(page.path)
    await expect(browser.getByRole('heading', { level: 1 })).toHaveText(page.title)
    await expect(browser.getByText(/^Last reviewed [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible()
    await expect(browser.getByText(/not medical advice/)).toBeVisible()
    const sources = browser.getByRole('region', { name: 'Sources' })
    await expect(sources.getByRole('link').first()).toHaveAttribute('href', /^https?:\/\//)
    // Every page of content/medications cites its sources in its text, and a medicine page must mark each figure
    // of its trial results, under 'Expected weight loss' (tests/unit/content-files.test.ts): a page that shows
    // no mark has lost them.
    const marks = browser.locator('sup a[href^="#source-"]')
    expect(await marks.count(), `${page.path}: citation marks`).toBeGreaterThan(0)
    if (page.kind === 'medicine')
      expect(
        await browser
          .locator(
            'xpath=//sup/a[starts-with(@href, "#source-")][preceding::h2[1][normalize-space()="Expected weight loss"]]',
          )
          .count(),
        `${page.path}: citation marks under 'Expected weight loss'`,
      ).toBeGreaterThan(0)
    // Each citation mark leads to an entry of that list.
    for (const href of new Set(await marks.evaluateAll((links) => links.map((link) => link.getAttribute('href')!))))
      await expect(sources.locator(href), `${page.path}: ${href}`).toBeVisible()
  })
}

test('a medicine page carries MedicalWebPage (reviewed date, citations) about a Drug, with FAQPage and BreadcrumbList', async ({
  page,
}) => {
  await page.goto('/medications/wegovy')
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((block) =>
    JSON.parse(block),
  )
  const medical = data.find((item) => item['@type'] === 'MedicalWebPage')
  expect(medical).toMatchObject({
    lastReviewed: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    about: { '@type': 'Drug', name: 'Wegovy', activeIngredient: 'semaglutide' },
  })
  expect(medical.citation.length).toBeGreaterThan(0)
  expect(data.map((item) => item['@type'])).toEqual(expect.arrayContaining(['FAQPage', 'BreadcrumbList']))
})

test('/medications lists every medication page', async ({ page }) => {
  await page.goto('/medications')
  for (const listed of pages)
    await expect(page.getByRole('link', { name: listed.title, exact: true })).toHaveAttribute('href', listed.path)
})

test('/medicaid names itself, jumps to each of the 50 states and DC, and says a shared status once', async ({
  page,
}) => {
  await page.goto('/medicaid')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Medicaid coverage/)
  await expect(page.getByText(/^Last reviewed /)).toBeVisible()
  const jumps = page.getByRole('navigation', { name: 'Jump to a state' }).getByRole('link')
  await expect(jumps).toHaveCount(51)
  // Every jump lands on the state's row, or on its name in the one list of states no dated source settles.
  for (const href of await jumps.evaluateAll((links) => links.map((link) => link.getAttribute('href')!)))
    await expect(page.locator(href)).toHaveCount(1)
  // A status several states share, with the same note and source, is said once, its states listed.
  const rows = await page.getByRole('table').locator('tbody tr').count()
  const shared = await page.locator('section[aria-labelledby^="shared-"] li').count()
  expect(rows + shared).toBe(51)
  expect(shared).toBeGreaterThan(0)
  await page.getByRole('link', { name: 'Ohio', exact: true }).first().click()
  await expect(page).toHaveURL(/#oh$/)
  await expect(page.getByRole('region', { name: 'Sources' }).getByRole('link').first()).toHaveAttribute(
    'href',
    /^https?:\/\//,
  )
})

test('/coverage answers by payer: each plan’s dated position, its own page, Medicare and the public payers abroad', async ({
  page,
}) => {
  await page.goto('/coverage')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Does my plan cover Wegovy or Zepbound?')
  const caremark = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'CVS Caremark' }) })
  await expect(caremark.getByRole('cell')).toHaveText([/^Preferred/, /^Excluded/])
  const optum = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Optum Rx' }) })
  await expect(optum.getByRole('cell')).toHaveText(['No dated statement found', 'No dated statement found'])
  const abroad = page.getByRole('region', { name: 'Public payers abroad' })
  await expect(abroad).toContainText('tirzepatide (Mounjaro) for weight, by cohort')
  await expect(abroad).toContainText('a 12-month prepayment certificate')
  await expect(abroad.getByRole('heading', { name: 'Australia' })).toBeVisible()

  await page.getByRole('link', { name: 'Medicare', exact: true }).click()
  await expect(page).toHaveURL('/medicare')
  const answer = page.getByRole('region', { name: 'The short answer' })
  await expect(answer).toContainText('Medicare GLP-1 Bridge, $50 a month, until Dec 31, 2027')
  await expect(page.getByRole('region', { name: 'Part D, by what it is prescribed for' })).toContainText(
    'Obstructive sleep apnea: Zepbound, since Jan 8, 2025.',
  )
  await expect(page.getByRole('region', { name: 'Part D’s yearly cap' })).toContainText('2026: $2,100')
})

test('a payer with no dated statement says so, and where to look, never “not covered”', async ({ page }) => {
  await page.goto('/coverage/optum-rx')
  const answer = page.getByRole('region', { name: 'The short answer' })
  await expect(answer).toContainText('No dated statement found.')
  await expect(answer).toContainText('Your member ID card names your insurer')
  await expect(answer).not.toContainText('Excluded')
  expect((await page.request.get('/coverage/no-such-plan')).status()).toBe(404)
})

test('a state page shows its Medicaid row and what our data says about the state', async ({ page }) => {
  await page.goto('/near/state/ohio')
  const facts = page.getByRole('region', { name: 'GLP-1 care in Ohio: our data' })
  await expect(facts.getByText('Programs a dated source says treat in Ohio')).toBeVisible()
  await expect(facts.getByRole('link', { name: 'Medicaid, for weight loss' })).toHaveAttribute('href', '/medicaid#oh')
})

test('/glossary defines its terms, with DefinedTermSet structured data', async ({ page }) => {
  await page.goto('/glossary')
  await expect(page.getByRole('heading', { level: 1, name: 'Glossary' })).toBeVisible()
  await expect(page.locator('#titration')).toBeVisible()
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(blocks.some((block) => JSON.parse(block)['@type'] === 'DefinedTermSet')).toBe(true)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('/eligibility answers which criterion applied, says it is not a diagnosis and links the state’s providers', async ({
    page,
  }) => {
    await page.goto('/eligibility?unit=metric')
    await page.getByRole('spinbutton', { name: 'Age (years)' }).fill('45')
    await page.getByLabel('Weight').fill('80')
    await page.getByLabel('Height').fill('170')
    await page.getByLabel('High blood pressure', { exact: true }).check()
    await page.getByLabel(/Your state/).selectOption('OH')
    await page.getByRole('button', { name: 'Check the criteria' }).click()
    const answer = page.getByRole('status').filter({ hasText: 'Your BMI is 27.7' })
    await expect(answer.getByRole('heading', { name: 'You meet the labels’ criteria' })).toBeVisible()
    await expect(answer).toContainText('meets the second criterion')
    await expect(answer).toContainText('not a diagnosis')
    await expect(answer.getByRole('link', { name: 'Online providers that treat patients in Ohio' })).toHaveAttribute(
      'href',
      '/near/state/ohio',
    )
    // The answer is in the address: it can be shared and reloaded.
    expect(new URL(page.url()).searchParams.get('condition')).toBe('hypertension')
  })

  test('/eligibility explains a refused form and keeps what was typed', async ({ page }) => {
    await page.goto('/eligibility?check=1&unit=metric&age=40&kilograms=0&centimetres=170')
    await expect(
      page.getByRole('alert').filter({ hasText: 'Enter your height and weight, both greater than 0' }),
    ).toBeVisible()
    await expect(page.getByLabel('Height')).toHaveValue('170')
  })

  test('/find-provider ranks the programs that fit, with a first-year cost or why not, and says what ruled the others out', async ({
    page,
  }) => {
    await page.goto('/find-provider')
    await page.getByLabel('Your state').selectOption('TX')
    await page.getByLabel('Medicine').selectOption('tirzepatide')
    await page.getByRole('button', { name: 'Find providers' }).click()
    const results = page.getByRole('region', { name: /programs? fits?$/ })
    await expect(results).toBeVisible()
    await expect(results.locator('ol > li').first()).toContainText('First-year cost')
    await expect(results.getByRole('region', { name: 'Ruled out' })).toContainText(
      'None of its published offers is tirzepatide',
    )
    expect(new URL(page.url()).searchParams.get('state')).toBe('TX')
  })

  test('/find-provider refuses a budget that is not a positive number', async ({ page }) => {
    await page.goto('/find-provider?find=1&budget=-5')
    await expect(page.getByRole('alert')).toHaveText('Enter a monthly budget above 0, or leave it empty')
  })
})

test('a head-to-head page has one address: the other order answers 308', async ({ request, page }) => {
  const response = await request.get('/compare/cedarline-health-vs-bluepeak-clinic', { maxRedirects: 0 })
  expect(response.status()).toBe(308)
  expect(new URL(response.headers().location, 'http://x.invalid').pathname).toBe(
    '/compare/bluepeak-clinic-vs-cedarline-health',
  )
  await page.goto('/compare/bluepeak-clinic-vs-cedarline-health')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bluepeak Clinic vs Cedarline Health')
  await expect(page.getByText('on the Vial Score')).toBeVisible()
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/compare\/bluepeak-clinic-vs-cedarline-health$/,
  )
  expect((await request.get('/compare/cedarline-health-vs-nobody')).status()).toBe(404)
})

test('the sitemap lists every new page', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
  for (const expected of [
    '/medications',
    ...pages.map((page) => page.path),
    '/coverage',
    '/coverage/cvs-caremark',
    '/medicare',
    '/medicaid',
    '/glossary',
    '/eligibility',
    '/find-provider',
    '/uk/find-provider',
    '/compare/bluepeak-clinic-vs-cedarline-health',
  ]) {
    expect(paths, expected).toContain(expected)
  }
  expect(paths).not.toContain('/compare/cedarline-health-vs-bluepeak-clinic')
})

test('the nav, the home page and the footer link the new pages', async ({ page }) => {
  await page.goto('/')
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Medications' }),
  ).toHaveAttribute('href', '/medications')
  const guides = page.getByRole('region', { name: 'Guides' })
  for (const [name, href] of [
    ['Am I Eligible?', '/eligibility'],
    ['Find a Provider', '/find-provider'],
    ['Does My Plan Cover It?', '/coverage'],
  ]) {
    await expect(guides.getByRole('link', { name: new RegExp(`^${name.replace('?', '\\?')}`) })).toHaveAttribute(
      'href',
      href,
    )
  }
  await expect(
    page.getByRole('navigation', { name: 'Guides' }).getByRole('link', { name: 'Glossary' }),
  ).toHaveAttribute('href', '/glossary')
})
