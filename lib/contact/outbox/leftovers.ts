import { readdir, stat, unlink } from 'node:fs/promises'
import { hostname } from 'node:os'
import path from 'node:path'

/**
 * A temporary file is written, flushed and renamed within moments; one this old (or whose
 * writer of this host is gone) was left by a crash, whichever host or process wrote it.
 */
const STALE_SCRATCH_MS = 60_000

/** This host, as file names of the outbox carry it (`~` separates their parts). */
export const host = hostname().replace(/~/g, '-')

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Temporary files never renamed into place: their writer crashed. Another process may share
 * the folder and be writing one right now, so only a file that is old, or whose writer is a
 * process of this host that has stopped, is removed. Names before the host and pid were in
 * them (`<id>.<pid>.<uuid>.tmp`) only go once old.
 */
export async function removeAbandonedScratch(scratch: string, now: number): Promise<void> {
  let names: string[]
  try {
    names = (await readdir(scratch)).filter((name) => name.endsWith('.tmp'))
  } catch {
    return
  }
  for (const name of names) {
    const file = path.join(scratch, name)
    const [, writerHost, pid] = name.match(/^[^~]+~([^~]+)~(\d+)~[^~]+\.tmp$/) ?? []
    const writerGone = writerHost === host && !isAlive(Number(pid))
    try {
      if (writerGone || now - (await stat(file)).mtimeMs >= STALE_SCRATCH_MS) await unlink(file)
    } catch {
      // Renamed into place or removed meanwhile.
    }
  }
}
