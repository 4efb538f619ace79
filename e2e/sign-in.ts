import { expect, type Page } from '@playwright/test'

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

/** Signs in through the admin login form, on `origin` (default: the configured baseURL). */
export async function signInAsAdmin(page: Page, { origin = '', email = ADMIN.email, password = ADMIN.password } = {}) {
  await page.goto(`${origin}/admin/login`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
}
