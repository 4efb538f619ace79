/**
 * `npm run bench:cold`: how long a GET-form answer takes the first time it is asked for, when no cache holds it.
 * The production server (as bench:http starts it, on a fresh seeded embedded database) gets BENCH_COLD_COUNT
 * distinct answers of the cost planner (each a BMI no earlier request used, so each is rendered, not served
 * from the page cache), one at a time after one warm-up answer, and the script prints the median, the 95th
 * percentile and the slowest, with the machine. A report, not a test: the figures depend on the machine.
 *
 * Env: BENCH_SKIP_BUILD=1 reuses .next; BENCH_COLD_COUNT (100); BENCH_PORT (3700).
 */
import { buildUnlessSkipped, envNumber, machineSummary, runBench, startServer } from './bench/server'

/** A Medicare patient in Ohio at a BMI of `bmi`: the planner's longest answer (the Bridge, Part D's rules, self-pay). */
const answerPath = (bmi: number) => `/cost?plan=1&coverage=medicare&state=OH&use=weight&bmi=${bmi.toFixed(1)}`

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]

runBench(async () => {
  buildUnlessSkipped()
  const count = envNumber('BENCH_COLD_COUNT', 100)
  const { origin } = await startServer(envNumber('BENCH_PORT', 3700))
  const time = async (bmi: number) => {
    const started = performance.now()
    const response = await fetch(origin + answerPath(bmi))
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`${answerPath(bmi)}: ${response.status}`)
    return performance.now() - started
  }
  await time(20) // the first render pays for loading the route's code
  const times: number[] = []
  // BMIs from 25.0 up by 0.1: every key is new to the cache.
  for (let index = 0; index < count; index++) times.push(await time(25 + index / 10))
  const sorted = [...times].sort((a, b) => a - b)
  const ms = (value: number) => `${Math.round(value)} ms`
  console.log(machineSummary())
  console.log(
    `cold /cost answers: ${count}, median ${ms(percentile(sorted, 0.5))}, p95 ${ms(percentile(sorted, 0.95))}, slowest ${ms(sorted.at(-1)!)}`,
  )
})
