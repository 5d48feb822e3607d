import { spawn, spawnSync } from 'node:child_process'
import { createWriteStream, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import type { ProductList } from '../tests/fixtures/upstream/data'
import { startUpstream } from '../tests/fixtures/upstream/server'
import { nextBin, root, scratchProject } from './scratch'

export type ScalePoint = {
  products: number
  /** All of them in this line (the others keep the embedded catalogue's), or spread over the six. */
  oneLine?: ProductList
  pages: number
  buildSeconds: number
  peakMemoryMb: number
  /** Upstream calls the build made, by kind: lists, one product by slug, logo lists. */
  calls: { list: number; fetch: number; logos: number }
  /** How often the build log says Next's data cache refused an item ("items over 2MB"). */
  itemsOver2Mb: number
  /** The largest product-line landing page the build wrote (and /products/all), in bytes of HTML with its inline payload. */
  largestLandingBytes: number
  /** The largest later grid page the build wrote (/products/<list>/page/<n>), likewise. */
  largestGridPageBytes?: number
  /** The largest of the product pages of each line's first product, likewise. */
  largestProductPageBytes?: number
  /** Data-cache entries the build wrote over Next's 2 MB item limit (custom handlers do not refuse them). */
  cacheItemsOver2Mb?: number
}

/** A size of the scale part as `--sizes` writes it: `20000`, or `20000:light` for every product in one line. */
export function parseScaleSize(token: string): { products: number; oneLine?: ProductList } {
  const [count = '', line] = token.split(':')
  const products = Number(count)
  const lines = ['fan', 'light', 'solar', 'ac', 'frp', 'trading']
  if (!Number.isInteger(products) || products < 1 || (line !== undefined && !lines.includes(line))) {
    throw new Error(`--sizes takes sizes like 1000 or 20000:light, not ${token}`)
  }
  return line === undefined ? { products } : { products, oneLine: line as ProductList }
}

/** The size of the largest file among these, 0 when there is none. */
const largest = (files: string[]) => Math.max(0, ...files.filter((file) => existsSync(file)).map((file) => statSync(file).size))

/** Every file under `dir` whose name ends with `suffix`. */
function filesUnder(dir: string, suffix: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(suffix))
    .map((name) => path.join(dir, name))
}

/** Product lines and logo lists the site reads: the lists a build calls for. */
export const listCount = 6 + 2

/** Resident memory of a process and all its descendants, in MB (build workers included). */
function treeRssMb(rootPid: number): number {
  const rows = spawnSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' }).stdout.trim().split('\n')
  const children = new Map<number, number[]>()
  const rss = new Map<number, number>()
  for (const row of rows) {
    const [pid, ppid, kb] = row.trim().split(/\s+/).map(Number)
    if (pid === undefined || ppid === undefined || kb === undefined) continue
    rss.set(pid, kb)
    children.set(ppid, [...(children.get(ppid) ?? []), pid])
  }
  let total = 0
  const stack = [rootPid]
  while (stack.length > 0) {
    const pid = stack.pop()!
    total += rss.get(pid) ?? 0
    stack.push(...(children.get(pid) ?? []))
  }
  return total / 1024
}

const landings = ['fan', 'light', 'solar', 'ac', 'frp', 'trading', 'others', 'all']

/**
 * Build time, peak memory and upstream calls of `next build` against a fake upstream of `products`
 * products, in a scratch copy of the project (so the real .next is untouched). Upstream answers may
 * be far over the default size limit at these sizes: the build is allowed the most the site accepts, 100 MB and 60 s a call.
 */
export async function buildAtScale(products: number, oneLine?: ProductList): Promise<ScalePoint> {
  const upstream = await startUpstream({ products, oneLine })
  const firstProducts = Object.entries(upstream.data.products).map(([line, items]) => `${line}/${String(items[0]?.slug)}.html`)
  const dir = scratchProject(`scale-${products}-`, root)
  const logFile = path.join(dir, 'build.log')
  try {
    const started = Date.now()
    let peak = 0
    const code = await new Promise<number | null>((resolve) => {
      const log = createWriteStream(logFile)
      const build = spawn(process.execPath, [nextBin(dir), 'build'], {
        cwd: dir,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          API_URL: upstream.url,
          API_MAX_BYTES: String(100 * 1024 * 1024),
          API_TIMEOUT_MS: '60000',
          // Nothing the build cached expires while it runs (a loaded machine has taken an hour for
          // 1,000 products), so the calls counted are the build's own, not refreshes of expired ones.
          CATALOGUE_REVALIDATE_SECONDS: '86400',
          NEXT_TELEMETRY_DISABLED: '1',
        },
      })
      build.stdout.pipe(log)
      build.stderr.pipe(log)
      const sampler = setInterval(() => {
        peak = Math.max(peak, treeRssMb(build.pid!))
      }, 250)
      build.on('exit', (exitCode) => {
        clearInterval(sampler)
        log.end(() => resolve(exitCode))
      })
    })
    const log = readFileSync(logFile, 'utf8')
    if (code !== 0) throw new Error(`next build with ${products} products exited with ${code}:\n${log.slice(-4000)}`)
    const appDir = path.join(dir, '.next/server/app/products')
    const pages = spawnSync('find', [appDir, '-name', '*.html'], { encoding: 'utf8' }).stdout.trim().split('\n').filter(Boolean).length
    const { list, fetch, logos } = upstream.calls
    const gridPages = landings.flatMap((line) => filesUnder(path.join(appDir, line, 'page'), '.html'))
    const cacheItems = filesUnder(path.join(dir, '.next/cache/fetch-cache'), '')
    return {
      products,
      ...(oneLine ? { oneLine } : {}),
      pages,
      buildSeconds: Math.round((Date.now() - started) / 100) / 10,
      peakMemoryMb: Math.round(peak),
      calls: { list, fetch, logos },
      itemsOver2Mb: log.split('items over 2MB').length - 1,
      largestLandingBytes: largest(landings.map((line) => path.join(appDir, `${line}.html`))),
      largestGridPageBytes: largest(gridPages),
      largestProductPageBytes: largest(firstProducts.map((file) => path.join(appDir, file))),
      cacheItemsOver2Mb: cacheItems.filter((file) => statSync(file).isFile() && statSync(file).size > 2 * 1024 * 1024).length,
    }
  } finally {
    await upstream.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
