import { expect, type Page, type TestInfo } from '@playwright/test'

/** The first admin of the e2e server's fresh database (scripts/e2e-server.ts). */
export const ADMIN = {
  email: process.env.ADMIN_EMAIL ?? 'admin@vialscore.test',
  password: process.env.ADMIN_PASSWORD ?? 'e2e-admin-password-2026',
}

/** A user without admin rights, made by scripts/e2e-server.ts with `admin:create --role user`. */
export const NON_ADMIN = {
  email: process.env.E2E_USER_EMAIL ?? 'user@vialscore.test',
  password: process.env.E2E_USER_PASSWORD ?? 'e2e-user-password-2026',
}

/**
 * A client address of the test's own, for `test.use({ extraHTTPHeaders: ownClientAddress })`. Sign-ins are
 * limited per client address (lib/rate-limit.ts: 10 in 5 minutes); the e2e server trusts one proxy, so the
 * last X-Forwarded-For entry is the client. Specs that sign in on the default address share one count and,
 * run side by side, run it out ('Too many attempts' instead of the answer a test waits for); a retry gets
 * an address of its own too.
 */
export async function ownClientAddress(
  {}: object,
  provide: (headers: Record<string, string>) => Promise<void>,
  testInfo: TestInfo,
) {
  let hash = testInfo.retry
  for (const char of testInfo.testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  await provide({ 'X-Forwarded-For': `100.${64 + (hash % 64)}.${(hash >>> 6) % 256}.${1 + ((hash >>> 14) % 254)}` })
}

/** Signs in through the admin login form, on `origin` (default: the configured baseURL). */
export async function signInAsAdmin(page: Page, { origin = '', email = ADMIN.email, password = ADMIN.password } = {}) {
  await page.goto(`${origin}/admin/login`)
  // The form never pre-fills credentials.
  await expect(page.getByLabel('Email')).toHaveValue('')
  await expect(page.getByLabel('Password')).toHaveValue('')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
}

/** The back office's editors, as an admin uses them. */
export class AdminEditors {
  constructor(private readonly page: Page) {}

  /** A field of the provider form by its form name (`name`, `sema_0.25mg`, `card_logoUrl`, `uk_localUrl`...). */
  providerField(name: string) {
    return this.page.locator(`form [name="${name}"]`).first()
  }

  async openNewProvider() {
    await this.page.goto('/admin/providers/new')
  }

  /** Creates a provider with only its name and website, and waits until it is saved. */
  async createProvider(name: string, websiteUrl: string) {
    await this.openNewProvider()
    await this.page.getByLabel('Name *').fill(name)
    await this.page.getByLabel('Website URL *').fill(websiteUrl)
    await this.page.getByRole('button', { name: 'Create provider' }).click()
    await expect(this.page.getByText('Provider created successfully')).toBeVisible()
  }

  async openNewPost() {
    await this.page.goto('/admin/blog/new')
  }

  /** The provider list's row of a provider, after searching for it. */
  async findProviderRow(name: string) {
    await this.page.goto(`/admin/providers?q=${encodeURIComponent(name)}`)
    return this.page.getByRole('row', { name: new RegExp(name) })
  }

  /** Fills the post editor's main fields. */
  async fillPost({
    title,
    slug,
    content,
    published,
  }: {
    title: string
    slug?: string
    content: string
    published?: boolean
  }) {
    await this.page.getByLabel('Title *').fill(title)
    if (slug !== undefined) await this.page.getByLabel('Slug').fill(slug)
    await this.page.getByLabel(/^Content \(Markdown/).fill(content)
    if (published) await this.page.getByLabel('Published', { exact: true }).check()
  }

  /** Confirms the browser's confirm() and clicks `Delete` in a row or item. */
  async deleteIn(container: ReturnType<Page['locator']>) {
    const button = container.getByRole('button', { name: 'Delete' })
    // Before hydration the button has no handler and asks nothing: click until it asks, then confirm.
    await expect(async () => {
      // Accepted as it opens: the click itself waits until the dialog is answered.
      const asked = this.page.waitForEvent('dialog', { timeout: 1_000 }).then((dialog) => dialog.accept())
      await button.click()
      await asked
    }).toPass({ timeout: 15_000 })
  }
}
