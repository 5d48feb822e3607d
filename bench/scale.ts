import { spawn, spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { startUpstream } from '../tests/fixtures/upstream/server'
import { nextBin, root, scratchProject } from './scratch'

export type ScalePoint = { products: number; pages: number; buildSeconds: number; peakMemoryMb: number }

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

/**
 * Build time and peak memory of `next build` against a fake upstream of `products` products, in a
 * scratch copy of the project (so the real .next is untouched).
 */
export async function buildAtScale(products: number): Promise<ScalePoint> {
  const upstream = await startUpstream({ products })
  const dir = scratchProject(`scale-${products}-`, root)
  try {
    const started = Date.now()
    let peak = 0
    const code = await new Promise<number | null>((resolve) => {
      const build = spawn(process.execPath, [nextBin(dir), 'build'], {
        cwd: dir,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, API_URL: upstream.url, NEXT_TELEMETRY_DISABLED: '1' },
      })
      const sampler = setInterval(() => {
        peak = Math.max(peak, treeRssMb(build.pid!))
      }, 250)
      build.on('exit', (exitCode) => {
        clearInterval(sampler)
        resolve(exitCode)
      })
    })
    if (code !== 0) throw new Error(`next build with ${products} products exited with ${code}`)
    const pages = spawnSync('find', [path.join(dir, '.next/server/app/products'), '-name', '*.html'], { encoding: 'utf8' })
      .stdout.trim()
      .split('\n')
      .filter(Boolean).length
    return { products, pages, buildSeconds: Math.round((Date.now() - started) / 100) / 10, peakMemoryMb: Math.round(peak) }
  } finally {
    await upstream.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
