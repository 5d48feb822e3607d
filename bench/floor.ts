import { spawn, spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { freePort } from '../tests/support/ports'
import { waitUntilUp } from '../tests/support/site'
import { measureJs } from './js-size'
import { type LighthouseScores, lighthousePage } from './lighthouse'
import { nextBin, root, scratchProject } from './scratch'

export type Floor = { firstLoadJsKb: number; lighthouse: LighthouseScores[] }

/**
 * The floor: what the smallest App Router page (bench/floor-app, no component, style, font or
 * image of its own) ships and scores on this machine, built and served by the same Next.js. No
 * page of the site can do better, so each budget reads against it.
 */
export async function measureFloor(runs: number): Promise<Floor> {
  const dir = scratchProject('floor-', path.join(root, 'bench/floor-app'))
  try {
    const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
    const build = spawnSync(process.execPath, [nextBin(dir), 'build'], { cwd: dir, env, stdio: ['ignore', 'ignore', 'inherit'] })
    if (build.status !== 0) throw new Error(`next build of the floor app exited with ${build.status}`)
    const home = measureJs(path.join(dir, '.next')).find((route) => route.route === '/')
    const port = await freePort()
    const server = spawn(process.execPath, [nextBin(dir), 'start', '-H', '127.0.0.1', '-p', String(port)], {
      cwd: dir,
      env,
      stdio: 'ignore',
    })
    try {
      const url = `http://127.0.0.1:${port}`
      await waitUntilUp(url, server)
      const lighthouse = [await lighthousePage(url, '/', 'mobile', runs), await lighthousePage(url, '/', 'desktop', runs)]
      return { firstLoadJsKb: Math.round((home?.gzipBytes ?? 0) / 102.4) / 10, lighthouse }
    } finally {
      server.kill('SIGTERM')
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
