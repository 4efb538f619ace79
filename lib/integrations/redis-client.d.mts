import type { createClient } from 'redis'

export type RedisClient = ReturnType<typeof createClient>
export function redisClient(url: string): Promise<RedisClient>
export function closeRedisClients(): Promise<void>
