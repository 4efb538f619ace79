// autocannon ships no types; only what scripts/bench-http.ts uses is declared.
declare module 'autocannon' {
  type Histogram = {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    p50: number
    p90: number
    p99: number
  }
  export type Result = {
    requests: Histogram & { total: number; sent: number }
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    duration: number
  }
  export type Options = {
    url: string
    connections?: number
    duration?: number
    pipelining?: number
    headers?: Record<string, string>
    timeout?: number
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
