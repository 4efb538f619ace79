// JavaScript, because Next loads the cache handler (which shares this client) with a plain import() at run time.
import { createClient } from 'redis'

const holder = /** @type {{ __vialscoreRedis?: Map<string, Promise<import('redis').RedisClientType>> }} */ (globalThis)

/** No offline queue: commands fail fast while Redis is unreachable, so a caller can fall back instead of waiting. */
export function redisClient(url) {
  holder.__vialscoreRedis ??= new Map()
  let client = holder.__vialscoreRedis.get(url)
  if (!client) {
    let ready = false
    let reported = false
    const created = createClient({
      url,
      disableOfflineQueue: true,
      socket: {
        connectTimeout: 2_000,
        reconnectStrategy: (retries) => (ready && retries < 20 ? Math.min(retries * 200, 2_000) : false),
      },
    })
    created.on('ready', () => {
      ready = true
      reported = false
    })
    created.on('error', (error) => {
      if (!reported) console.error('[redis]', error.message)
      reported = true
    })
    created.on('end', () => holder.__vialscoreRedis?.delete(url))
    client = created.connect().then(() => created)
    client.catch(() => holder.__vialscoreRedis?.delete(url))
    holder.__vialscoreRedis.set(url, client)
  }
  return client
}

export async function closeRedisClients() {
  const clients = [...(holder.__vialscoreRedis?.values() ?? [])]
  holder.__vialscoreRedis?.clear()
  await Promise.all(clients.map((client) => client.then((c) => c.close()).catch(() => undefined)))
}
