import { existsSync, lstatSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { redisClient } from '@/lib/redis/client.mjs'

/** What a server keeps on disk and in Redis, before and after a row. */

/** File path → size in bytes. */
export type Snapshot = Map<string, number>

export function snapshot(roots: readonly string[]): Snapshot {
  const sizes: Snapshot = new Map()
  const visit = (file: string) => {
    try {
      const stat = lstatSync(file)
      if (stat.isFile()) sizes.set(file, stat.size)
      else if (stat.isDirectory()) for (const name of readdirSync(file)) visit(path.join(file, name))
    } catch {
      // Not there (yet), or renamed while we looked (the outbox renames its files): nothing kept.
    }
  }
  for (const root of roots) visit(root)
  return sizes
}

const total = (sizes: Snapshot) => [...sizes.values()].reduce((sum, size) => sum + size, 0)

/**
 * Bytes added: new files and the growth of existing ones. Shrinking and removed files do not
 * offset it, so an attack that writes a lot while something else is trimmed still shows.
 */
export function growth(
  before: Snapshot,
  after: Snapshot,
  root: string,
): { bytes: number; newFiles: number; largest: { file: string; bytes: number }[] } {
  const grown: { file: string; bytes: number }[] = []
  let newFiles = 0
  for (const [file, size] of after) {
    const previous = before.get(file)
    if (previous === undefined) newFiles++
    const added = size - (previous ?? 0)
    if (added > 0) grown.push({ file: path.relative(root, file), bytes: added })
  }
  grown.sort((a, b) => b.bytes - a.bytes)
  return { bytes: grown.reduce((sum, entry) => sum + entry.bytes, 0), newFiles, largest: grown.slice(0, 5) }
}

/**
 * Waits until nothing more is being written: ISR pages and the outbox are written after the
 * answer has gone out. Two equal readings half a second apart, or at most five seconds.
 */
export async function settle(dirs: readonly string[]): Promise<Snapshot> {
  let last = snapshot(dirs)
  for (let waited = 0; waited < 5000; waited += 500) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    const now = snapshot(dirs)
    if (now.size === last.size && total(now) === total(last)) return now
    last = now
  }
  return last
}

export type RedisFigures = { keys: Set<string>; usedMemory: number }

/** Every key (SCAN, never KEYS, so Redis keeps answering the servers) and the memory in use. */
/** The keys (named by server) and used memory of these Redis servers, together. */
export async function redisFigures(urls: string[]): Promise<RedisFigures> {
  const keys = new Set<string>()
  let usedMemory = 0
  for (const url of urls) {
    const client = await redisClient(url)
    for await (const batch of client.scanIterator({ COUNT: 1000 }))
      for (const key of [batch].flat()) keys.add(`${new URL(url).port}/${key}`)
    const memory = await client.info('memory')
    usedMemory += Number(memory.match(/used_memory:(\d+)/)?.[1] ?? NaN)
  }
  return { keys, usedMemory }
}

/**
 * Deletes the site's limit counters (`arkvolt:limit:*`) in the durable Redis at `url`: a row
 * about one minute's allowance then starts at the start of a window, as a restarted server's
 * memory does, rather than at the end of one an earlier row opened, where a fixed window lets a
 * flood draw one minute's share just before it ends and the next minute's just after.
 */
export async function clearLimits(url: string): Promise<void> {
  const client = await redisClient(url)
  for await (const batch of client.scanIterator({ MATCH: 'arkvolt:limit:*', COUNT: 1000 })) {
    const keys = [batch].flat()
    if (keys.length) await client.del(keys)
  }
}

/**
 * The size of the build's own not-found page entry (HTML, RSC payload, metadata, segments): what
 * one cached 404 costs, the most an unknown path may ever add.
 */
export function notFoundEntryBytes(buildServerApp: string): number {
  if (!existsSync(buildServerApp)) return 0
  const entry = readdirSync(buildServerApp).filter((name) => name.startsWith('_not-found.'))
  return total(snapshot(entry.map((name) => path.join(buildServerApp, name))))
}
