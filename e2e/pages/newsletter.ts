import { expect, type Page } from '@playwright/test'

/** The newsletter box at the foot of the public pages. */
export class NewsletterBox {
  constructor(private readonly page: Page) {}

  readonly input = () => this.page.getByLabel('Email address')
  readonly thanks = () => this.page.getByRole('heading', { name: 'Thank You!' })

  /** Opens `path` (when given) and submits `address`. */
  async subscribe(address: string, path?: string) {
    if (path !== undefined) await this.page.goto(path)
    await this.input().fill(address)
    await this.page.getByRole('button', { name: 'Subscribe' }).click()
  }
}

/** The sign-up action's id, from the form on the page open in `page`. */
export async function newsletterActionId(page: Page) {
  // React renders the form's action reference into a hidden field, for submissions before hydration.
  const value = await page.locator('form input[type="hidden"][name$=":0"]').first().getAttribute('value')
  const id = JSON.parse(value ?? '{}').id as string | undefined
  expect(id, 'the newsletter form carries its server action id').toMatch(/^[0-9a-f]{40,}$/)
  return id!
}

export type SignUpAnswer = {
  status: number
  body: string
  result: { ok: boolean; message?: string; error?: string } | null
}

/**
 * The sign-up over HTTP, as the browser's React client calls a server action: a POST to the page with the
 * action's id in `Next-Action` and the arguments as a JSON array in a text/plain body (the action accepts a
 * plain object as well as FormData).
 */
export async function signUpOverHttp(
  base: string,
  actionId: string,
  email: string,
  headers: Record<string, string> = {},
): Promise<SignUpAnswer> {
  const response = await fetch(`${base}/`, {
    method: 'POST',
    headers: {
      'Next-Action': actionId,
      Origin: base,
      Accept: 'text/x-component',
      'Content-Type': 'text/plain;charset=UTF-8',
      ...headers,
    },
    body: JSON.stringify([null, { email }]),
  })
  const body = await response.text()
  // The flight response: row 0 is Next's envelope, row 1 the action's return value.
  const row = body.split('\n').find((line) => line.startsWith('1:'))
  let result: SignUpAnswer['result'] = null
  try {
    result = row ? JSON.parse(row.slice(2)) : null
  } catch {
    result = null
  }
  return { status: response.status, body, result }
}
