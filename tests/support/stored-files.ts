import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import type { Site } from './site'

/** Every file under the server's caches, with its size: what an anonymous visitor made it store. */
export function storedFiles(site: Site): Map<string, number> {
  const files = new Map<string, number>()
  const walk = (dir: string) => {
    let names: string[]
    try {
      names = readdirSync(dir)
    } catch {
      return
    }
    for (const name of names) {
      const file = path.join(dir, name)
      const stat = statSync(file)
      if (stat.isDirectory()) walk(file)
      else files.set(file, stat.size)
    }
  }
  walk(path.join(site.dir, '.next/server'))
  walk(path.join(site.dir, '.next/cache'))
  return files
}

export function added(before: Map<string, number>, after: Map<string, number>): string[] {
  // The site's one 404 page is copied into the page cache on first use, whatever the URL.
  return [...after.keys()].filter((file) => !before.has(file) && !file.includes('/_not-found'))
}
