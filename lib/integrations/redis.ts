import 'server-only'
import { createClient } from 'redis'

export type RedisClient = ReturnType<typeof createClient>

const holder = globalThis as typeof globalThis & { __vialscoreRedis?: Map<string, Promise<RedisClient>> }

/**
 * One connected client per URL and process. Commands fail fast while Redis is unreachable (no offline queue),
 * so a caller can fall back instead of waiting.
 */
export function redisClient(url: string): Promise<RedisClient> {
  holder.__vialscoreRedis ??= new Map()
  let client = holder.__vialscoreRedis.get(url)
  if (!client) {
    let ready = false
    const created = createClient({
      url,
      disableOfflineQueue: true,
      // A first connection fails at once; a lost one is retried for a while, then the client is dropped.
      socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => (ready && retries < 20 ? Math.min(retries * 200, 2_000) : false) },
    })
    created.on('ready', () => (ready = true))
    created.on('error', (error: Error) => console.error('[redis]', error.message))
    created.on('end', () => holder.__vialscoreRedis?.delete(url))
    client = created.connect().then(() => created)
    // A failed first connection is retried on the next call rather than kept.
    client.catch(() => holder.__vialscoreRedis?.delete(url))
    holder.__vialscoreRedis.set(url, client)
  }
  return client
}

/** Closes every client (tests, graceful shutdown). */
export async function closeRedisClients() {
  const clients = [...(holder.__vialscoreRedis?.values() ?? [])]
  holder.__vialscoreRedis?.clear()
  await Promise.all(clients.map((client) => client.then((c) => c.close()).catch(() => undefined)))
}
