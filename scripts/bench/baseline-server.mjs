// The bench:http baseline: Node's own http server sending captured pages from memory, in a process of its
// own like the Next server. Usage: node baseline-server.mjs <pages.json> <port>
// pages.json maps a path to { file, contentType }; each file holds the exact body the real page sent.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

const [manifestPath, port] = process.argv.slice(2)
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'))
const pages = new Map(
  Object.entries(manifest).map(([route, page]) => [
    route,
    { body: fs.readFileSync(path.resolve(path.dirname(manifestPath), page.file)), contentType: page.contentType },
  ]),
)

const server = http.createServer((request, response) => {
  const page = pages.get(request.url)
  if (!page) {
    response.writeHead(404).end()
    return
  }
  response.writeHead(200, { 'content-type': page.contentType, 'content-length': page.body.length })
  response.end(page.body)
})
server.listen(Number(port), '127.0.0.1', () => process.send?.('ready'))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)))
