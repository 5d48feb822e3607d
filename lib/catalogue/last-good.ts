import 'server-only'
import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { env } from '@/lib/env'

/**
 * The last good answer of every upstream call, on disk beside Next's own cache. When upstream
 * fails while a page regenerates, the page is rebuilt from here instead of turning empty, and
 * this survives a restart just as the page cache does.
 */
function fileFor(call: string): string {
  const name = createHash('sha256').update(call).digest('hex').slice(0, 32)
  return path.resolve(env().CATALOGUE_CACHE_DIR, `${name}.json`)
}

export async function saveLastGood(call: string, data: unknown): Promise<void> {
  const file = fileFor(call)
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`
  try {
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(temporary, JSON.stringify(data))
    await rename(temporary, file)
  } catch (error) {
    // Losing the copy only weakens the next outage; it must never fail the page being built.
    console.warn(`[upstream] could not keep the last good answer of ${call}:`, error)
  }
}

export async function loadLastGood(call: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(fileFor(call), 'utf8'))
  } catch {
    return undefined
  }
}
