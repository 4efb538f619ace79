import { expect, type Page } from '@playwright/test'

export type SourcePage = { url: string; title: string; publisher: string; date: string; where: string }

/** A provider's prices in the back office, as an editor works them. */
export class PriceEditor {
  constructor(private readonly page: Page) {}

  /** The provider's edit page, found through the provider list's search. */
  async openProvider(name: string) {
    await this.page.goto(`/admin/providers?q=${encodeURIComponent(name)}`)
    await this.page.getByRole('row', { name: new RegExp(`^${name}\\b`) }).getByRole('link', { name: 'Edit' }).click()
    await expect(this.page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible()
  }

  /** Opens the edit form of a price by its row's label (`{offer}, {dose}`), from the provider's edit page. */
  async editPrice(label: string) {
    await this.page.getByRole('link', { name: `Edit ${label}`, exact: true }).click()
    await expect(this.page.getByRole('heading', { name: /^Edit a price/ })).toBeVisible()
  }

  /** Types a page into the source fields (an empty date leaves the field empty). */
  async fillSource(source: SourcePage) {
    await this.page.getByLabel('Page address *').fill(source.url)
    await this.page.getByLabel('Page title *').fill(source.title)
    await this.page.getByLabel('Publisher *').fill(source.publisher)
    await this.page.getByLabel('The page’s own date *').fill(source.date)
    await this.page.getByLabel('Where on the page *').fill(source.where)
  }
}
