import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * First-load JavaScript per route, read from the build: the scripts each prerendered page's HTML
 * loads (its <script src> tags and the chunks it preloads), gzip-compressed as a server sends them.
 */
export type RouteJs = { route: string; scripts: number; gzipBytes: number; chunks: string[] }

/** A route's JavaScript, and whether it holds the carousel's or the marquee's code. */
export type RouteJsCode = RouteJs & { hasCarousel: boolean; hasMarquee: boolean }

/** The site's routes and the floor's page, measured in one run. */
export type JsRun = { floorKb: number; routes: RouteJsCode[] }

/** The Markdown table of a run, each route beside the floor. */
export function jsTable({ floorKb, routes }: JsRun): string[] {
  const lines = [
    '### First-load JavaScript (gzip)',
    '',
    `The floor (bench/floor-app) loads ${floorKb} kB.`,
    '',
    '| Route | kB | vs floor | Files | Carousel | Marquee |',
    '|---|---|---|---|---|---|',
  ]
  for (const route of routes) {
    const kb = route.gzipBytes / 1024
    lines.push(
      `| ${route.route} | ${kb.toFixed(1)} | +${(kb - floorKb).toFixed(1)} | ${route.scripts} | ${route.hasCarousel ? 'yes' : ''} | ${route.hasMarquee ? 'yes' : ''} |`,
    )
  }
  return lines
}

const defaultBuildDir = path.resolve(process.env.BUILD_DIR ?? '.next')

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return htmlFiles(full)
    return name.endsWith('.html') ? [full] : []
  })
}

/** A chunk's file in a build, from the path the page loads it by. */
export const chunkFile = (buildDir: string, chunk: string) => path.join(buildDir, decodeURIComponent(chunk.replace(/^\/_next\//, '')))

export function measureJs(buildDir = defaultBuildDir): RouteJs[] {
  const appDir = path.join(buildDir, 'server/app')
  const gzipSizes = new Map<string, number>()
  const gzipSize = (chunk: string) => {
    let size = gzipSizes.get(chunk)
    if (size === undefined) {
      size = gzipSync(readFileSync(chunkFile(buildDir, chunk)), { level: 9 }).length
      gzipSizes.set(chunk, size)
    }
    return size
  }
  return htmlFiles(appDir)
    .map((file) => {
      const html = readFileSync(file, 'utf8')
      const chunks = [...new Set([...html.matchAll(/(?:src|href)="(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((match) => match[1]!))]
        // Legacy browsers' polyfills load only where modules are not supported.
        .filter((chunk) => !html.includes(`src="${chunk}" noModule`) && !html.includes(`src="${chunk}" nomodule`))
      const route = `/${path
        .relative(appDir, file)
        .replace(/\.html$/, '')
        .replace(/(^|\/)index$/, '')}`
      return { route, scripts: chunks.length, gzipBytes: chunks.reduce((sum, chunk) => sum + gzipSize(chunk), 0), chunks }
    })
    .sort((a, b) => a.route.localeCompare(b.route))
}

if (require.main === module) {
  for (const { route, gzipBytes, scripts } of measureJs()) {
    console.log(`${(gzipBytes / 1024).toFixed(1).padStart(7)} kB  ${String(scripts).padStart(3)} files  ${route}`)
  }
}
