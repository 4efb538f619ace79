import 'server-only'

export { closeRedisClients, redisClient, type RedisClient } from './redis-client.mjs'
