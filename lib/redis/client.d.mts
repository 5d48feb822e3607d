import type { createClient } from 'redis'

export type RedisClient = ReturnType<typeof createClient>

/** The process's connection to `url`, waiting at most `firstConnectionWaitMs` (500) for it to open the first time. */
export function redisClient(url: string, options?: { firstConnectionWaitMs?: number }): Promise<RedisClient>

export function redisReady(url: string): boolean

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T>

export function closeRedisConnections(): Promise<void>
