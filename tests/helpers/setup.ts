import '@testing-library/jest-dom'

// Alert mails go out as soon as they are matched here: the hold before them (PRICE_ALERT_HOLD_MINUTES, 10 by
// default) is given explicitly by the tests of it (tests/integration/price-alerts.test.ts, 'corrections').
process.env.PRICE_ALERT_HOLD_MINUTES ??= '0'

// A file that started a job queue in this process stops it before its database goes: its workers would
// otherwise poll during a later file, against a closed database.
afterAll(async () => {
  // Most files start none: they skip the import (it loads next/server for each file).
  if (!(globalThis as { __vialscoreJobQueue?: unknown }).__vialscoreJobQueue) return
  const { processJobQueue, setProcessJobQueue } = await import('@/lib/jobs/announce')
  const queue = await processJobQueue()
  setProcessJobQueue(undefined)
  await queue?.stop()
})
