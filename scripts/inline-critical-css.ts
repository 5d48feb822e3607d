import { existsSync } from 'node:fs'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { criticalCssInliner } from '../lib/critical-css/inline-critical-css.mjs'

/**
 * The build's prerendered pages with their critical CSS inlined and the stylesheet link after
 * their content (lib/critical-css), in .next/server/app and in the standalone server's copy of it.
 * Pages rendered after the build get the same as the cache stores them. Run by `npm run build` and
 * `npm run build:e2e` after `next build`.
 */
async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* htmlFiles(full)
    else if (entry.name.endsWith('.html')) yield full
  }
}

export async function inlineBuiltPages(buildDir: string) {
  const inline = criticalCssInliner(path.join(buildDir, 'static'))
  const totals = { pages: 0, bytesBefore: 0, bytesAfter: 0 }
  for (const appDir of [path.join(buildDir, 'server/app'), path.join(buildDir, 'standalone/.next/server/app')]) {
    if (!existsSync(appDir)) continue
    for await (const file of htmlFiles(appDir)) {
      const html = await readFile(file, 'utf8')
      const inlined = inline(html)
      if (inlined === html) continue
      await writeFile(file, inlined)
      totals.pages++
      totals.bytesBefore += Buffer.byteLength(html)
      totals.bytesAfter += Buffer.byteLength(inlined)
    }
  }
  return totals
}

if (require.main === module) {
  void inlineBuiltPages(path.resolve('.next')).then(({ pages, bytesBefore, bytesAfter }) => {
    console.log(`Critical CSS inlined in ${pages} pages: ${(bytesBefore / 1024).toFixed(0)} → ${(bytesAfter / 1024).toFixed(0)} kB of HTML`)
  })
}
