import { spawn, spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startUpstream } from '../tests/fixtures/upstream/server'

export type ScalePoint = { products: number; pages: number; buildSeconds: number; peakMemoryMb: number }

const root = path.resolve(__dirname, '..')

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
  const dir = mkdtempSync(path.join(tmpdir(), `scale-${products}-`))
  try {
    for (const entry of readdirSync(root)) {
      if (['.next', '.git', 'node_modules', 'test-results', '.data'].includes(entry)) continue
      cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true })
    }
    // Not a symlink: Turbopack refuses a node_modules that points outside the project. Hard
    // links cost no copy; a real copy where the scratch folder is on another disk.
    const modules = [path.join(root, 'node_modules'), path.join(dir, 'node_modules')]
    if (spawnSync('cp', ['-al', ...modules]).status !== 0) {
      rmSync(modules[1]!, { recursive: true, force: true })
      cpSync(modules[0]!, modules[1]!, { recursive: true, verbatimSymlinks: true })
    }
    const started = Date.now()
    let peak = 0
    const code = await new Promise<number | null>((resolve) => {
      const build = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
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
