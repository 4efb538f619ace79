import net from 'node:net'

/**
 * A TCP pass-through to the Postgres server that a test can cut and restore: `stop()` refuses new
 * connections and drops the open ones, as a stopped or unreachable database server would; `start()`
 * listens again on the same port. The servers under test connect through it and never know.
 */
export class TcpProxy {
  private server?: net.Server
  private readonly sockets = new Set<net.Socket>()

  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  start(): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host)
      for (const socket of [client, upstream]) {
        this.sockets.add(socket)
        socket.on('close', () => this.sockets.delete(socket))
        socket.on('error', () => undefined)
      }
      client.pipe(upstream).pipe(client)
      client.on('close', () => upstream.destroy())
      upstream.on('close', () => client.destroy())
    })
    return new Promise((resolve, reject) => {
      this.server!.once('error', reject)
      this.server!.listen(this.port, '127.0.0.1', () => resolve())
    })
  }

  stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy()
    this.sockets.clear()
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }
}
