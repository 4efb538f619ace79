import { expect, type Page } from '@playwright/test'

/** /glp1-ai: the chat box and its conversation log. */
export class AssistantPage {
  constructor(private readonly page: Page) {}

  readonly input = () => this.page.getByLabel('Your question')
  readonly send = () => this.page.getByRole('button', { name: 'Send' })
  readonly log = () => this.page.getByRole('log', { name: 'Conversation' })

  async goto(question?: string) {
    await this.page.goto(question === undefined ? '/glp1-ai' : `/glp1-ai?q=${encodeURIComponent(question)}`)
  }

  /** Sends a question with Enter and waits until the answer has finished arriving. */
  async ask(text: string) {
    await this.input().fill(text)
    const answered = this.page.waitForResponse('**/api/chat')
    await this.input().press('Enter')
    await answered
    await expect(this.input()).toBeEnabled()
    await expect(this.page.getByTestId('typing-indicator')).toHaveCount(0)
  }
}
