import { expect, test } from '@playwright/test'

/**
 * A client cannot dodge the rate limits by writing X-Forwarded-For, against the production server: this
 * suite's server trusts one proxy (TRUST_PROXY=1 in
 * playwright.config.ts), which the test plays, so the client is the last X-Forwarded-For entry. A client
 * that rotates the entries in front of it stays limited; clients the proxy tells apart are counted apart.
 * (With the default setting the socket's address counts: e2e-instances/instances.spec.ts.)
 */

/** lib/rate-limit.ts RATE_LIMITS.chat */
const CHAT_LIMIT = 20
const run = Math.floor(Math.random() * 250)
let serial = 0
/** A made-up address, different on every call. */
const madeUp = () => `198.51.${++serial % 250}.${run}`

async function chat(baseURL: string, forwardedFor: string) {
  const response = await fetch(`${baseURL}/api/chat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor, 'X-Real-IP': madeUp() },
    body: JSON.stringify({ message: 'Which providers offer tirzepatide?' }),
  })
  await response.text()
  return response.status
}

test('chat: rotating the hops in front of the proxy’s entry does not escape the limit; other clients keep theirs', async ({
  baseURL,
}) => {
  test.setTimeout(90_000)
  // This run's own client addresses, so a rerun against the same server starts from zero.
  const client = `203.0.113.${run}`
  const statuses: number[] = []
  for (let i = 0; i < 2 * CHAT_LIMIT; i++) statuses.push(await chat(baseURL!, `${madeUp()}, ${madeUp()}, ${client}`))
  expect(statuses.slice(0, CHAT_LIMIT)).toEqual(Array(CHAT_LIMIT).fill(200))
  expect(statuses.slice(CHAT_LIMIT)).toEqual(Array(CHAT_LIMIT).fill(429))

  // The limited client's address as a made-up first hop of another client changes nothing for that one.
  expect(await chat(baseURL!, `${client}, 192.0.2.${run}`)).toBe(200)
})
