/** One GET the way autocannon sends it, for bench:http's captures and its nginx cache warm-up. */
import http from 'node:http'

export type Captured = {
  status: number
  contentType: string
  cache: string
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/**
 * The exact bytes a client without Accept-Encoding gets (as autocannon sends none, so no compression). Not
 * fetch(): it adds Accept-Encoding, which the app varies on, so a cache would store another variant.
 */
export function capture(url: string): Promise<Captured> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          contentType: String(response.headers['content-type'] ?? 'text/html'),
          cache: String(response.headers['x-nextjs-cache'] ?? 'none (dynamic)'),
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      )
      response.on('error', reject)
    })
    request.on('error', reject)
    request.setTimeout(60_000, () => request.destroy(new Error(`timeout fetching ${url}`)))
  })
}
