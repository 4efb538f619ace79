import '@testing-library/jest-dom'

// Alert mails go out as soon as they are matched here: the hold before them (PRICE_ALERT_HOLD_MINUTES, 10 by
// default) is given explicitly by the tests of it (tests/integration/price-alerts.test.ts, 'corrections').
process.env.PRICE_ALERT_HOLD_MINUTES ??= '0'

// A file that started the newsletter sender (an admin action does) stops it before its database goes: its
// next poll would otherwise run during a later file, against a closed database, and log after that file's end.
afterAll(async () => {
  if (!('__vialscoreNewsletterSender' in globalThis)) return
  const { stopNewsletterSender } = await import('@/lib/newsletter-sender')
  await stopNewsletterSender()
})

// The same for the price alert sender, which a save of provider prices starts.
afterAll(async () => {
  if (!('__vialscorePriceAlertSender' in globalThis)) return
  const { stopPriceAlertSender } = await import('@/lib/price-alert-sender')
  await stopPriceAlertSender()
})
