import { expect, type Page } from '@playwright/test'

export type SourcePage = { url: string; title: string; publisher: string; date: string; where: string }

/** A price as the form takes it (`country` by its code: US, UK, CA, AU). Defaults: a month of a compounded-or-generic semaglutide injection at its list price. */
export type PriceFields = {
  country?: string
  medicine?: string
  steps?: string[]
  dose: string
  amount: string
  per?: string
  kind?: string
  note?: string
  /** The day the figure was read on its page; the form's default is today. */
  checked?: string
  source: SourcePage
}

/** A provider's prices and facts in the back office, as an editor works them. */
export class PriceEditor {
  constructor(private readonly page: Page) {}

  /** The provider's edit page, found through the provider list's search. */
  async openProvider(name: string) {
    await this.page.goto(`/admin/providers?q=${encodeURIComponent(name)}`)
    await this.page
      .getByRole('row', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`) })
      .getByRole('link', { name: 'Edit' })
      .click()
    await expect(this.page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible()
  }

  /** Opens the edit form of a price by its row's label (`{country}: {offer}, {dose}`), from the provider's edit page. */
  async editPrice(label: string) {
    await this.page.getByRole('link', { name: `Edit ${label}`, exact: true }).click()
    await expect(this.page.getByRole('heading', { name: /^Edit a price/ })).toBeVisible()
  }

  /** From the provider's edit page: adds a price, and waits until it is saved. */
  async addPrice({
    country,
    medicine = 'Semaglutide without a brand (compounded or generic) injection',
    steps = [],
    dose,
    amount,
    per = 'month',
    kind = 'standard',
    note,
    checked,
    source,
  }: PriceFields) {
    await this.page.getByRole('link', { name: 'Add a price' }).click()
    if (country) await this.page.getByLabel('Country').selectOption(country)
    await this.page.getByLabel('Medicine *', { exact: true }).selectOption({ label: medicine })
    for (const step of steps) await this.page.getByLabel(step, { exact: true }).check()
    await this.page.getByLabel('Dose as the source words it *').fill(dose)
    await this.page.getByLabel('Amount', { exact: true }).fill(amount)
    await this.page.getByLabel('The amount is for').selectOption(per)
    await this.page.getByLabel('Kind of price').selectOption(kind)
    if (note !== undefined) await this.page.getByLabel('Note').fill(note)
    await this.fillSource(source)
    if (checked) await this.page.getByLabel('Checked on').fill(checked)
    await this.page.getByRole('button', { name: 'Add price' }).click()
    await expect(this.page.getByText('Price saved').first()).toBeVisible()
  }

  /** From the provider's edit page: gives the states it treats in, with their source. */
  async addStates(states: string[], source: SourcePage) {
    await this.page.getByRole('link', { name: 'Add states served' }).click()
    for (const state of states) await this.page.getByLabel(state, { exact: true }).check()
    await this.fillSource(source)
    await this.page.getByRole('button', { name: 'Add states served' }).click()
    await expect(this.page.getByText('Saved', { exact: true }).first()).toBeVisible()
  }

  /** Types a page into the source fields (an empty date leaves the field empty). */
  async fillSource(source: SourcePage) {
    // The figure's own source (a channel price's form also has the maker's statement, with the same fields).
    const fields = this.page.getByRole('group', { name: 'Source', exact: true })
    await fields.getByLabel('Page address *').fill(source.url)
    await fields.getByLabel('Page title *').fill(source.title)
    await fields.getByLabel('Publisher *').fill(source.publisher)
    await fields.getByLabel('The page’s own date *').fill(source.date)
    await fields.getByLabel('Where on the page *').fill(source.where)
  }
}
