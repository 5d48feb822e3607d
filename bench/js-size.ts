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

/**
 * What the Web Vitals reporter (components/vitals) fetches after the load event: the chunks its
 * dynamic import loads that no route loads first, gzip, and the routes whose first load holds
 * the web-vitals library (none, within the budget).
 */
export type VitalsScript = { chunks: string[]; gzipBytes: number; inFirstLoad: string[] }

/** The site's routes and the floor's page, measured in one run. */
export type JsRun = { floorKb: number; routes: RouteJsCode[]; vitals?: VitalsScript }

/** The Markdown table of a run, each route beside the floor. */
export function jsTable({ floorKb, routes, vitals }: JsRun): string[] {
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
  if (vitals) {
    const where = vitals.inFirstLoad.length ? `in the first load of ${vitals.inFirstLoad.join(', ')}` : "in no route's first load"
    lines.push(
      '',
      `The Web Vitals reporter fetches ${(vitals.gzipBytes / 1024).toFixed(2)} kB after the load event (${vitals.chunks.length} file${vitals.chunks.length === 1 ? '' : 's'}), ${where}.`,
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

/** A string of the web-vitals library's own (the entry type its LCP observes), not of Next's code. */
const WEB_VITALS_MARK = 'largest-contentful-paint'

/**
 * The reporter's lazy script, found by the web-vitals library's code in the build's chunks, and
 * with it every chunk Turbopack's loader for that import fetches alongside
 * (`Promise.all(["static/chunks/….js", …].map(…))`).
 */
export function measureVitalsScript(routes: RouteJs[], buildDir = defaultBuildDir): VitalsScript {
  const chunksDir = path.join(buildDir, 'static/chunks')
  const code = new Map(
    readdirSync(chunksDir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.js'))
      .map((name) => [`/_next/static/chunks/${name}`, readFileSync(path.join(chunksDir, name), 'utf8')]),
  )
  const library = [...code].filter(([, text]) => text.includes(WEB_VITALS_MARK)).map(([chunk]) => chunk)
  if (library.length === 0) throw new Error(`no web-vitals chunk found: no file of ${chunksDir} holds "${WEB_VITALS_MARK}"`)
  const loaded = new Set(library)
  for (const text of code.values()) {
    for (const [, list] of text.matchAll(/Promise\.all\(\[([^\]]*)\]\.map/g)) {
      const listed = [...list!.matchAll(/"(static\/chunks\/[^"]+\.js)"/g)].map((match) => `/_next/${match[1]}`)
      if (listed.some((chunk) => library.includes(chunk))) for (const chunk of listed) loaded.add(chunk)
    }
  }
  const firstLoad = new Set(routes.flatMap((route) => route.chunks))
  const chunks = [...loaded].filter((chunk) => !firstLoad.has(chunk))
  return {
    chunks,
    gzipBytes: chunks.reduce((sum, chunk) => sum + gzipSync(readFileSync(chunkFile(buildDir, chunk)), { level: 9 }).length, 0),
    inFirstLoad: routes.filter((route) => route.chunks.some((chunk) => library.includes(chunk))).map((route) => route.route),
  }
}

if (require.main === module) {
  const routes = measureJs()
  for (const { route, gzipBytes, scripts } of routes) {
    console.log(`${(gzipBytes / 1024).toFixed(1).padStart(7)} kB  ${String(scripts).padStart(3)} files  ${route}`)
  }
  const vitals = measureVitalsScript(routes)
  console.log(`${(vitals.gzipBytes / 1024).toFixed(2).padStart(7)} kB  Web Vitals, after load: ${vitals.chunks.join(', ')}`)
}
