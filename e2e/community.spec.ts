import { expect, test } from '@playwright/test'

// The site talks to the fake Reddit that playwright.config.ts starts, with no app key: it reads the fake's
// public Atom search feeds (no score or comment count there). The fixture posts echo the query.
const DEFAULT_QUERY = 'semaglutide OR tirzepatide OR ozempic OR wegovy OR mounjaro OR zepbound OR GLP-1'

test.describe('community discussions', () => {
  test('the default posts are in the first HTML, filtered, with the disclaimer', async ({ request }) => {
    const response = await request.get('/reddit-posts')
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain('What Redditors Say About GLP-1 Medications')
    expect(html).toContain(`Fixture discussion about ${DEFAULT_QUERY}`)
    expect(html).not.toContain('Fixture video post')
    expect(html).not.toContain('Fixture image post')
    expect(html).toContain('not medical advice')
    // Each post's date, and when Reddit gave the result.
    expect(html).toContain('Nov 13, 2025')
    expect(html).toMatch(/Reddit results as of <time[^>]*>[A-Z][a-z]{2} \d{2}, \d{4}, \d{2}:\d{2} UTC<\/time>/)
  })

  test('search by chip, by typed query with Enter, by subreddit; empty results offer the default posts', async ({
    page,
  }) => {
    await page.goto('/reddit-posts')
    const posts = page.getByRole('region', { name: 'Reddit posts' })
    const first = posts.getByRole('listitem').first()
    await expect(first.getByRole('link')).toHaveAttribute(
      'href',
      /^https:\/\/www\.reddit\.com\/r\/loseit\/comments\/fx1\//,
    )
    await expect(first.getByRole('link')).toHaveAttribute('target', '_blank')
    await expect(first).toContainText('u/fixture_user')
    await expect(first.locator('time')).toHaveText('Nov 13, 2025')
    // The feed gives no score or comment count, so none is shown (never a made-up 0).
    await expect(first).not.toContainText('comments')
    await expect(first.locator('p.line-clamp-3')).toBeVisible()

    await page.getByRole('button', { name: 'zepbound cost' }).click()
    await expect(page.getByRole('searchbox', { name: 'Search posts' })).toHaveValue('zepbound cost')
    await expect(posts.getByRole('link', { name: 'Fixture discussion about zepbound cost' })).toBeVisible()
    await expect(posts.getByRole('listitem')).toHaveCount(2)

    await page.getByRole('searchbox', { name: 'Search posts' }).fill('week 12 on wegovy')
    await page.getByRole('searchbox', { name: 'Search posts' }).press('Enter')
    await expect(posts.getByRole('link', { name: 'Fixture discussion about week 12 on wegovy' })).toBeVisible()

    await page.getByLabel('Subreddit').selectOption('diabetes')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(posts.getByRole('listitem').first()).toContainText('r/diabetes')

    await page.getByRole('searchbox', { name: 'Search posts' }).fill('nothing-matches here')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(posts.getByText('No posts found')).toBeVisible()
    await expect(posts.getByText('Try different search terms or select a different subreddit.')).toBeVisible()
    await posts.getByRole('button', { name: 'Load Default Posts' }).click()
    await expect(posts.getByRole('link', { name: `Fixture discussion about ${DEFAULT_QUERY}` })).toBeVisible()
    await expect(page.getByLabel('Subreddit')).toHaveValue('all')
  })

  test('a failed search says so and keeps the posts shown', async ({ page }) => {
    await page.goto('/reddit-posts')
    await page.route('**/api/community**', (route) => route.fulfill({ status: 503, body: '{}' }))
    await page.getByRole('button', { name: 'wegovy reviews' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to load Reddit posts. Please try again.' }),
    ).toBeVisible()
    await expect(page.getByRole('region', { name: 'Reddit posts' }).getByRole('listitem')).toHaveCount(2)
  })
})
