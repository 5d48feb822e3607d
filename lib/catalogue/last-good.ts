import 'server-only'
import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { env } from '@/lib/server/env'
import { logEvent } from '@/lib/log/log.mjs'
import { redisClient, withTimeout } from '@/lib/redis/client.mjs'

/**
 * The last good answer of every upstream call. When upstream fails while a page regenerates, the
 * page is rebuilt from here instead of turning empty.
 *
 * Kept where the pages are: on this server's disk (the build's copies ship with it, so a server
 * started during an outage has them), and with REDIS_URL also in the shared, durable Redis, so
 * every instance, a fresh one included, has the copy any instance last saw. The page cache's
 * own Redis may evict; this one never does.
 */
const REDIS_TIMEOUT_MS = 1000
const REDIS_PREFIX = 'arkvolt:last-good:'

const keyOf = (call: string) => createHash('sha256').update(call).digest('hex').slice(0, 32)
const fileOf = (key: string) => path.resolve(env().CATALOGUE_CACHE_DIR, `${key}.json`)

/**
 * Keep `data` as the call's last good answer. With a `version` naming the content, a copy this
 * process already kept is not written again: a line of thousands of cards is megabytes.
 */
export async function saveLastGood(call: string, data: unknown, version?: string): Promise<void> {
  const key = keyOf(call)
  const file = fileOf(key)
  if (version !== undefined && keptVersions.get(file) === version) return
  const json = JSON.stringify(data)
  const { REDIS_URL } = env()
  const [savedFile, savedShared] = await Promise.all([
    saveFile(file, json),
    REDIS_URL
      ? withTimeout(
          redisClient(REDIS_URL).then((redis) => redis.set(REDIS_PREFIX + key, json)),
          REDIS_TIMEOUT_MS,
          'Redis last good copy',
        ).then(
          () => true,
          () => false,
        )
      : true,
  ])
  if (version !== undefined && savedFile && savedShared) keptVersions.set(file, version)
}

/** The version of each copy this process wrote, by file. */
const keptVersions = new Map<string, string>()

/** The shared copy first (the newest any instance saw), this server's own when Redis has none or is away. */
export async function loadLastGood(call: string): Promise<unknown> {
  const key = keyOf(call)
  const { REDIS_URL } = env()
  const shared = REDIS_URL
    ? await withTimeout(
        redisClient(REDIS_URL).then((redis) => redis.get(REDIS_PREFIX + key)),
        REDIS_TIMEOUT_MS,
        'Redis last good copy',
      ).catch(() => null)
    : null
  const json = shared ?? (await readFile(fileOf(key), 'utf8').catch(() => undefined))
  if (json === undefined) return undefined
  try {
    return JSON.parse(json) as unknown
  } catch {
    return undefined
  }
}

async function saveFile(file: string, json: string): Promise<boolean> {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`
  try {
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(temporary, json)
    await rename(temporary, file)
    return true
  } catch (error) {
    // Losing the copy only weakens the next outage; it must never fail the page being built.
    logEvent('warn', 'last_good.unsaved', { file, reason: error instanceof Error ? error.message : String(error) })
    return false
  }
}
