import type { Page } from '@playwright/test'

type Calculator = 'Dosage' | 'Cost' | 'BMI'

/** /calculator: its three GET forms and the result panel. */
export class CalculatorPage {
  constructor(private readonly page: Page) {}

  readonly results = () => this.page.locator('#results')

  async goto(query = '', country = '') {
    await this.page.goto(`${country ? `/${country}` : ''}/calculator${query}`)
  }

  /** A labelled input, by the start of its label ('Dose', 'Weight', ...) or a pattern. */
  field(label: string | RegExp) {
    return this.page.getByLabel(typeof label === 'string' ? new RegExp(`^${label}`) : label)
  }

  async fill(values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value)
  }

  async calculate(calculator: Calculator) {
    await this.page.getByRole('button', { name: `Calculate ${calculator}` }).click()
  }
}
