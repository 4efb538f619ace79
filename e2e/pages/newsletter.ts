import type { Page } from '@playwright/test'

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
