import type { RedisClient } from '../redis/client.mjs'

export type StaleTags = {
  mark(tags: string[], durations: { expire?: number }, now?: number): Promise<void>
  learn(tags: string[]): Promise<void>
}

export function createStaleTags(options: { client: () => Promise<RedisClient> | undefined; key: string; timeoutMs: number }): StaleTags

export const SHARED_STALE_TAGS: unique symbol
export function staleMarks(tags: string[]): Promise<number[]>
