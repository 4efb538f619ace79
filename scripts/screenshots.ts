/**
 * Visual regression check for refactors that must not change what a person sees.
 *
 *   npm run screenshots -- take DIR      production build on a fresh seeded database, then full-page PNGs of
 *                                        home, a provider page, a city page, the calculator (empty and with a
 *                                        result), the Vial Score and About pages, the admin dashboard and the
 *                                        outbox at 390 and 1280 px wide, into DIR
 *   npm run screenshots -- landing DIR   the first screen (390 x 844, a phone) of the pages visitors land on
 *                                        from a search: home, two medicine pages, a city and the UK home
 *   npm run screenshots -- compare A B   pixel differences between the same shots in A and B (pixelmatch);
 *                                        exits 1 when any pair differs by more than MAX_DIFF_PIXELS pixels
 *
 * BENCH_SKIP_BUILD=1 reuses the build in .next; SCREENSHOT_PORT picks the port (default 3250).
 */
import fs from 'node:fs'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'
import { buildUnlessSkipped, envNumber, runBench, startServer } from './bench/server'

const WIDTHS = [390, 1280]
/** A refactor may leave no visual difference beyond a few pixels: anti-aliasing may move a handful. */
const MAX_DIFF_PIXELS = Number(process.env.MAX_DIFF_PIXELS ?? 50)
const ADMIN = { email: 'screenshots@vialscore.test', password: 'screenshots-admin-password' }

/** The pages to shoot: fixed paths, or the first link of a kind found on another page (seed-independent). */
const PAGES: { name: string; path: string | ((page: Page) => Promise<string>); admin?: boolean }[] = [
  { name: 'home', path: '/' },
  { name: 'provider', path: async (page) => firstHref(page, '/', 'a[href^="/providers/"]') },
  { name: 'city', path: async (page) => firstHref(page, '/near', 'a[href^="/near/"]:not([href^="/near/state/"])') },
  { name: 'calculator', path: '/calculator' },
  { name: 'calculator-bmi-result', path: '/calculator?tab=bmi&unit=metric&kilograms=80&centimetres=180&calc=1' },
  { name: 'vial-score', path: '/vial-score' },
  { name: 'about', path: '/about' },
  { name: 'admin-dashboard', path: '/admin/dashboard', admin: true },
  { name: 'admin-outbox', path: '/admin/outbox', admin: true },
]

/** The pages visitors land on from a search, as a phone shows them first (docs/screenshots/). */
const LANDING = [
  { name: 'home', path: '/' },
  { name: 'wegovy-tablet', path: '/medications/wegovy-tablet' },
  { name: 'zepbound', path: '/medications/zepbound' },
  { name: 'denver', path: '/near/denver-co' },
  { name: 'uk', path: '/uk' },
]
const PHONE = { width: 390, height: 844 }

async function firstHref(page: Page, from: string, selector: string): Promise<string> {
  await page.goto(from)
  const href = await page.locator(selector).first().getAttribute('href')
  if (!href) throw new Error(`No link ${selector} on ${from}`)
  return href
}

async function take(dir: string) {
  buildUnlessSkipped()
  Object.assign(process.env, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, GEO_REDIRECT: 'false' })
  const server = await startServer(envNumber('SCREENSHOT_PORT', 3250))
  fs.mkdirSync(dir, { recursive: true })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars'],
  })
  try {
    const context = await browser.newContext({ baseURL: server.origin, reducedMotion: 'reduce' })
    const page = await context.newPage()
    let signedIn = false
    for (const target of PAGES) {
      if (target.admin && !signedIn) signedIn = (await signIn(page), true)
      const route = typeof target.path === 'string' ? target.path : await target.path(page)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(route, { waitUntil: 'load' })
        // Not 'networkidle': a page with a result keeps prefetching its links' RSC payloads for a while.
        await page.evaluate(() => document.fonts.ready)
        await page.waitForTimeout(500)
        const file = path.join(dir, `${target.name}-${width}.png`)
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' })
        console.log(`${file}  (${route})`)
      }
    }
  } finally {
    await browser.close()
  }
}

async function landing(dir: string) {
  buildUnlessSkipped()
  Object.assign(process.env, { GEO_REDIRECT: 'false' })
  const server = await startServer(envNumber('SCREENSHOT_PORT', 3250))
  fs.mkdirSync(dir, { recursive: true })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars'],
  })
  try {
    const context = await browser.newContext({
      baseURL: server.origin,
      reducedMotion: 'reduce',
      viewport: PHONE,
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    for (const target of LANDING) {
      await page.goto(target.path, { waitUntil: 'load' })
      await page.evaluate(() => document.fonts.ready)
      await page.waitForTimeout(500)
      const file = path.join(dir, `${target.name}-${PHONE.width}.png`)
      await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' })
      console.log(`${file}  (${target.path})`)
    }
  } finally {
    await browser.close()
  }
}

async function signIn(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor()
}

async function compare(before: string, after: string) {
  const files = fs
    .readdirSync(before)
    .filter((file) => file.endsWith('.png'))
    .sort()
  if (files.length === 0) throw new Error(`No screenshots in ${before}`)
  let failed = 0
  for (const file of files) {
    const a = PNG.sync.read(fs.readFileSync(path.join(before, file)))
    const b = PNG.sync.read(fs.readFileSync(path.join(after, file)))
    if (a.width !== b.width || a.height !== b.height) {
      failed++
      console.log(`${file}: size changed ${a.width}x${a.height} -> ${b.width}x${b.height}`)
      continue
    }
    const diff = new PNG({ width: a.width, height: a.height })
    const pixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0.1 })
    if (pixels > MAX_DIFF_PIXELS) {
      failed++
      fs.writeFileSync(path.join(after, file.replace(/\.png$/, '.diff.png')), PNG.sync.write(diff))
    }
    console.log(
      `${file}: ${pixels} of ${a.width * a.height} pixels differ (${((100 * pixels) / (a.width * a.height)).toFixed(4)}%)`,
    )
  }
  console.log(
    failed
      ? `${failed} of ${files.length} screenshots differ by more than ${MAX_DIFF_PIXELS} pixels`
      : `all ${files.length} screenshots match within ${MAX_DIFF_PIXELS} pixels`,
  )
  if (failed) process.exitCode = 1
}

const [command, first, second] = process.argv.slice(2)
if (command === 'take' && first) runBench(() => take(first))
else if (command === 'landing' && first) runBench(() => landing(first))
else if (command === 'compare' && first && second)
  compare(first, second).catch((error: Error) => (console.error(error.message), process.exit(1)))
else {
  console.error('Usage: npm run screenshots -- take DIR | landing DIR | compare BEFORE_DIR AFTER_DIR')
  process.exit(2)
}
